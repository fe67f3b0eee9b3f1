/**
 * Step 2 of a generation, outside any transaction: the provider draws each logo and its files go
 * to Storage. A logo that fails is dropped (its credit is refunded at settlement); the others go on.
 * So is a logo not drawn by the request's deadline: the request stops waiting for it then, even
 * from a provider that ignores the signal, and never stores it.
 */

import { mapWithConcurrency } from "../concurrency";
import type { LogoStoragePaths } from "../firestore-documents";
import { deleteFiles, generatedLogoPaths, saveRenderedLogo, storedMastersOf } from "../logo-files";
import type { FileStore } from "../ports/file-store";
import {
  type BrandBrief,
  type DesignDirection,
  LogoDesignError,
  type LogoDesignProvider,
  type RenderedLogo,
} from "../ports/logo-designer";
import { isEmptyImage, type LogoImages } from "../ports/logo-images";
import { beforeDeadline } from "./deadline";

/** Rendering is CPU-bound on a 1-2 vCPU instance: a few at a time keeps memory and latency sane. */
const RENDER_CONCURRENCY = 3;

export interface LogoSlot {
  logoId: string;
  promptId: string;
  direction: DesignDirection;
  variant: number;
  /** Order of the logo within this request. */
  position: number;
}

export interface RenderedSlot {
  slot: LogoSlot;
  url: string;
  paths: LogoStoragePaths;
}

function assertUsable(rendered: RenderedLogo): void {
  const master = rendered.svg ?? rendered.png;
  if (!master || master.length === 0 || isEmptyImage(rendered.preview)) {
    throw new LogoDesignError("invalid_output", "The logo designer returned an empty image");
  }
}

interface RenderInput {
  uid: string;
  brief: BrandBrief;
  seed: number;
  slots: LogoSlot[];
  designer: LogoDesignProvider;
  files: FileStore;
  logoImages: LogoImages;
  /** The request's deadline (deadline.ts). */
  deadline: AbortSignal;
  /**
   * Whether a drawn logo's symbol looks like one another customer bought (the register of sold
   * logos): such a logo is redrawn from another variation before it is offered.
   */
  ownedByAnother?: (rendered: RenderedLogo) => Promise<boolean>;
}

/** Redraws of a logo whose symbol another customer owns, before it is given up (and refunded). */
const MAX_REDRAWS = 3;
/**
 * A redraw's variant: far past any a project's groups use, so its variation seed is new, and one
 * place further along its group each redraw, so it is built on the direction's next symbol idea
 * (its layout moves with it). A new seed alone draws the same idea again with an outline that
 * hardly changes: after twenty customers of one brand name had bought its first design, 15 of the
 * next 20 with that name ran out of redraws (`npm run bench -- samename`); now none does.
 */
function redrawnVariant(variant: number, attempt: number): number {
  return variant + attempt * 3 * 1000 + attempt;
}

/** Returns the logos that were drawn and stored, in slot order. */
export async function renderLogos({
  uid,
  brief,
  seed,
  slots,
  designer,
  files,
  logoImages,
  deadline,
  ownedByAnother,
}: RenderInput): Promise<RenderedSlot[]> {
  const outcomes = await mapWithConcurrency(slots, RENDER_CONCURRENCY, async (slot) => {
    let paths: LogoStoragePaths | null = null;
    try {
      let drawn: { slot: LogoSlot; rendered: RenderedLogo } | null = null;
      for (let attempt = 0; attempt <= MAX_REDRAWS && !drawn; attempt++) {
        const candidate = { ...slot, variant: redrawnVariant(slot.variant, attempt) };
        const rendered = await beforeDeadline(
          () =>
            designer.designLogo({
              brief,
              direction: candidate.direction,
              variant: candidate.variant,
              seed,
              signal: deadline,
            }),
          deadline,
          `logo ${slot.logoId}`,
        );
        if (!ownedByAnother || !(await ownedByAnother(rendered))) drawn = { slot: candidate, rendered };
      }
      if (!drawn) throw new Error(`every redraw looks like a logo another customer bought`);
      const { rendered } = drawn;
      assertUsable(rendered);
      paths = generatedLogoPaths(uid, slot.logoId, storedMastersOf(rendered));
      const url = await saveRenderedLogo({ files, logoImages }, paths, rendered);
      return { slot: drawn.slot, url, paths };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`Logo ${slot.logoId} (variant ${slot.variant}) failed with ${designer.name}: ${reason}`);
      if (paths) await deleteFiles(files, paths);
      return null;
    }
  });
  return outcomes.filter((outcome): outcome is RenderedSlot => outcome !== null);
}
