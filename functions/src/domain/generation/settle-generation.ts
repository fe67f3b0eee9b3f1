/**
 * Step 3 of a generation: one transaction writes project, prompts and logos, refunds the credits
 * of logos that were not made and stores the response for idempotent replays.
 */
import { type DocumentReference, Timestamp } from "firebase-admin/firestore";
import type { Logo, Prompt, PromptsWithLogos } from "../../contract";
import { NotFoundError } from "../errors";
import {
  COLLECTIONS,
  type LogoDocument,
  logoDocument,
  ProjectDocument,
  type PromptDocument,
  readDocument,
  type Stored,
  toLogo,
  toProject,
  toPrompt,
} from "../firestore-documents";
import { projectDocument, promptDocument } from "../library";
import { type CreditReservation, refundGenerations, toQuota } from "../membership";
import { loadMembership, saveMembership, userDocument } from "../membership-repository";
import type { DomainServices } from "../ports/services";
import { runUserTransaction } from "../transactions";
import { GenerationRecord, type GenerationResult, generationsOf } from "./generation-records";
import type { GenerationTarget } from "./generation-target";
import type { GenerationContext } from "./plan-generation";
import type { LogoSlot, RenderedSlot } from "./render-logos";

interface SettleInput {
  uid: string;
  generationId: string;
  target: GenerationTarget;
  context: GenerationContext;
  reservation: CreditReservation;
  quotaBefore: GenerationResult["quota"]["before"];
  slots: LogoSlot[];
  rendered: RenderedSlot[];
  providerName: string;
}

/**
 * Step 3: one transaction writes the library documents, refunds the credits of logos that were not
 * made and stores the response for idempotent replays. With nothing made it only refunds.
 */
export function settle(services: DomainServices, input: SettleInput): Promise<GenerationResult | null> {
  const { db, clock } = services;
  const { uid, target, context, reservation, rendered } = input;
  const recordRef = generationsOf(db, uid).doc(input.generationId);
  const projectRef: DocumentReference = context.project
    ? projectDocument(db, context.project.id)
    : db.collection(COLLECTIONS.projects).doc();

  return runUserTransaction(services, uid, async (transaction) => {
    const now = clock();
    const stamp = Timestamp.fromDate(now);
    const [userSnapshot, recordSnapshot, projectSnapshot] = await Promise.all([
      transaction.get(userDocument(db, uid)),
      transaction.get(recordRef),
      context.project ? transaction.get(projectRef) : null,
    ]);
    const record = readDocument(GenerationRecord, recordSnapshot);
    if (record?.data.status !== "pending") {
      throw new Error(`Generation ${input.generationId} is no longer pending`);
    }
    const generated = rendered.length;
    const loaded = loadMembership(userSnapshot, now);
    const refunded = refundGenerations(loaded.state, reservation, reservation.granted - generated, now);
    if (generated < reservation.granted || !loaded.upToDate) {
      saveMembership(transaction, db, uid, refunded, loaded, now);
    }
    if (generated === 0) {
      transaction.update(recordRef, { status: "failed", updatedAt: stamp });
      return null;
    }

    // The project: created, or bumped to the front with its new count (and refined brief).
    let project: Stored<ProjectDocument>;
    if (context.project) {
      const current = projectSnapshot ? readDocument(ProjectDocument, projectSnapshot) : null;
      if (!current) throw new NotFoundError("project");
      const refined = target.kind === "project" ? target.refinedBrief : null;
      const changes = {
        logoCount: current.data.logoCount + generated,
        updatedAt: stamp,
        ...(refined?.brandName !== undefined ? { name: refined.brandName } : {}),
        ...(refined?.description !== undefined ? { description: refined.description } : {}),
      };
      transaction.update(projectRef, changes);
      project = { id: current.id, data: { ...current.data, ...changes } };
    } else {
      const data: ProjectDocument = {
        ownerUid: uid,
        name: context.brief.brandName,
        description: context.brief.description,
        logoCount: generated,
        seed: context.seed,
        kind: "generated",
        createdAt: stamp,
        updatedAt: stamp,
      };
      transaction.create(projectRef, data);
      project = { id: projectRef.id, data };
    }

    // Prompts: new directions that got at least one logo; 'Create Similar' reuses its prompt.
    const prompts: Prompt[] = [];
    if (context.prompt) {
      prompts.push(toPrompt(context.prompt));
    } else {
      const made = new Set(rendered.map(({ slot }) => slot.promptId));
      const groupIds = [...new Set(input.slots.map((slot) => slot.promptId))].filter((id) => made.has(id));
      groupIds.forEach((promptId, position) => {
        const groupSlots = input.slots.filter((slot) => slot.promptId === promptId);
        const direction = groupSlots[0]?.direction;
        if (!direction) return;
        const data: PromptDocument = {
          ownerUid: uid,
          projectId: project.id,
          content: direction.content,
          direction,
          nextVariant: groupSlots.length,
          position,
          createdAt: stamp,
        };
        transaction.create(promptDocument(db, promptId), data);
        prompts.push(toPrompt({ id: promptId, data }));
      });
    }

    const logos: Logo[] = rendered.map(({ slot, url, paths }) => {
      const data: LogoDocument = {
        ownerUid: uid,
        projectId: project.id,
        promptId: slot.promptId,
        url,
        storagePaths: paths,
        source: "generated",
        variant: slot.variant,
        position: slot.position,
        provider: input.providerName,
        editedFrom: null,
        symbolKept: false,
        createdAt: stamp,
      };
      transaction.create(logoDocument(db, slot.logoId), data);
      return toLogo({ id: slot.logoId, data });
    });

    const promptsWithLogos: PromptsWithLogos = {};
    for (const prompt of prompts) {
      promptsWithLogos[prompt.id] = { prompt, logos: logos.filter((logo) => logo.promptId === prompt.id) };
    }
    const result: GenerationResult = {
      project: toProject(project),
      prompts,
      logos,
      promptsWithLogos,
      requested: reservation.requested,
      generated,
      quota: { before: input.quotaBefore, after: toQuota(refunded) },
    };
    transaction.update(recordRef, {
      status: "completed",
      responseJson: JSON.stringify(result),
      updatedAt: stamp,
    });
    return result;
  });
}
