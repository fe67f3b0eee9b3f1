/**
 * Makes an export's brand kit: the maker reads and measures the logo, the rules here
 * decide the kit's files, judge the health check and write the texts, the maker draws the files,
 * and they are packed into one zip under a folder named after the brand.
 */
import { type Zippable, zipSync } from "fflate";
import type { BrandKit, LogoHealth, LogoScore } from "../../contract";
import type { BrandKitMaker, KitBrand } from "../ports/brand-kit-maker";
import type { ExportSource } from "../ports/export-image-processor";
import { brandKitPlan } from "./brand-kit-plan";
import { brandKitContent, brandKitNotes } from "./brand-kit-texts";
import type { KitShape } from "./kit-files";
import { judgeLogoHealth } from "./logo-health";

export interface MadeBrandKit {
  zip: Buffer;
  brandKit: BrandKit;
  health: LogoHealth;
}

/** The folder every file of the kit sits in once unzipped: harbor-and-pine-brand-kit/. */
export function brandKitFolder(stem: string): string {
  return `${stem}-brand-kit`;
}

export async function makeBrandKit(
  maker: BrandKitMaker,
  source: ExportSource,
  brand: KitBrand,
  modified: Date,
  /** The logo's measured score, for the brand sheet (null: the sheet goes without). */
  score: LogoScore | null = null,
): Promise<MadeBrandKit> {
  const analysed = await maker.analyse(source, brand);
  const { analysis } = analysed;
  const shape: KitShape = {
    stem: brand.stem,
    source: analysis.source,
    hasSymbol: analysis.hasSymbol,
    hasWordmark: analysis.hasWordmark,
  };
  const plan = brandKitPlan(shape);
  const health = judgeLogoHealth(analysis, brand.stem);
  const built = await analysed.build(
    plan,
    brandKitContent(brand.brandName, plan, analysis, shape, health, score),
  );

  const folder = brandKitFolder(brand.stem);
  const entries: Zippable = {};
  for (const file of built.files) entries[`${folder}/${file.path}`] = file.data;
  // Stored, not deflated: nearly all of the kit's bytes are JPEG, PNG and PDF, compressed already.
  // Deflating a 2.4 MB kit took 0.8 s more CPU for a fifth off its size; not worth it here.
  const archive = zipSync(entries, { level: 0, mtime: modified });

  const byPath = new Map(built.files.map((file) => [file.path, file]));
  const brandKit: BrandKit = {
    source: analysis.source,
    files: plan.map((entry) => {
      const file = byPath.get(entry.path);
      return {
        path: entry.path,
        group: entry.group,
        purpose: entry.purpose,
        width: file?.width ?? null,
        height: file?.height ?? null,
        bytes: file?.data.length ?? 0,
      };
    }),
    notes: brandKitNotes(analysis),
    previews: built.previews,
  };
  return {
    zip: Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength),
    brandKit,
    health,
  };
}
