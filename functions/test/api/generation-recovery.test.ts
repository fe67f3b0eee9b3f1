/**
 * Two points of the security review:
 * - Hosting cuts a rewritten request at 60 s: a generation answers within its deadline, granting
 *   the logos finished by then and refunding the rest; a duplicate Idempotency-Key stops waiting
 *   at the deadline too (409).
 * - After a settle whose reply was lost, the saved logos keep their files and are charged once;
 *   the files of a request that died before settling are deleted when its reservation is
 *   refunded as abandoned.
 */
import type { Express } from "express";
import type { Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { GenerationResponse, QuotaResponse } from "../../src/contract";
import { readDocument } from "../../src/domain/firestore-documents";
import {
  GenerationRecord,
  GenerationResult,
  generationIdForKey,
  generationsOf,
} from "../../src/domain/generation/generation-records";
import type { DesignLogoInput, RenderedLogo } from "../../src/domain/ports/logo-designer";
import { api, BRIEF, testApp } from "../support/api-client";
import { bucket, countDocuments, db, fileExists, signUpUser, type TestUser } from "../support/emulators";
import { GatedDesigner, QuickDesigner, StallingDesigner } from "../support/test-designers";

const MINUTE = 60_000;

/** The same Firestore, with runTransaction replaced (a test seam that needs no production hook). */
function firestoreWithTransactions(real: Firestore, runTransaction: Firestore["runTransaction"]): Firestore {
  return new Proxy(real, {
    get(target, property) {
      if (property === "runTransaction") return runTransaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * Settle's transaction commits, then reports a failure, as when the commit's reply is lost on the
 * way back. Settle is the only transaction that returns a generation result.
 */
function losingTheSettleReply(real: Firestore) {
  let lostReplies = 0;
  const seam = firestoreWithTransactions(real, async (body, options) => {
    const result = await real.runTransaction(body, options);
    if (lostReplies === 0 && GenerationResult.safeParse(result).success) {
      lostReplies += 1;
      throw new Error("Simulated lost reply: the commit landed but its answer did not");
    }
    return result;
  });
  return { db: seam, lostReplies: () => lostReplies };
}

/** From the first logo drawn on, the instance is gone: none of its transactions commit any more. */
function instanceThatDiesWhileRendering(real: Firestore) {
  let dead = false;
  const seam = firestoreWithTransactions(real, async (body, options) => {
    if (dead) throw new Error("Simulated crash: this instance is gone");
    return real.runTransaction(body, options);
  });
  class DesignerOnDyingInstance extends QuickDesigner {
    override async designLogo(input: DesignLogoInput): Promise<RenderedLogo> {
      const logo = await super.designLogo(input);
      dead = true;
      return logo;
    }
  }
  return { db: seam, designer: new DesignerOnDyingInstance() };
}

async function quotaOf(user: TestUser, now?: Date) {
  const app = testApp(now ? { clock: () => now } : {});
  const response = await api(app).get("/logos/quota").set("Authorization", user.authorization);
  expect(response.status).toBe(200);
  return QuotaResponse.parse(response.body).quota;
}

async function storedLogoFiles(uid: string): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix: `users/${uid}/logos/` });
  return files.map((file) => file.name);
}

async function generationRecord(uid: string, generationId: string) {
  return readDocument(GenerationRecord, await generationsOf(db(), uid).doc(generationId).get())?.data;
}

async function onlyGenerationRecord(uid: string) {
  const records = await generationsOf(db(), uid).get();
  expect(records.size).toBe(1);
  const [snapshot] = records.docs;
  if (!snapshot) throw new Error("no generation record");
  return { id: snapshot.id, data: readDocument(GenerationRecord, snapshot)?.data };
}

describe("the generation deadline", () => {
  it("answers by the deadline when some logos never finish: the finished ones granted, the rest refunded", async () => {
    const user = await signUpUser();
    expect(await quotaOf(user)).toMatchObject({ currentCount: 0, remaining: 12 });
    const deadlineMs = 4000;
    const designer = new StallingDesigner([1]);
    const app = testApp({ logoDesigner: () => designer, generationDeadlineMs: deadlineMs });

    const started = Date.now();
    const response = await api(app)
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ ...BRIEF, count: 3, promptsCount: 2 });
    const elapsed = Date.now() - started;

    expect(response.status).toBe(200);
    // It waited for the stalled logos until the deadline, and not much longer.
    expect(elapsed).toBeGreaterThanOrEqual(deadlineMs - 50);
    expect(elapsed).toBeLessThan(deadlineMs + 5000);
    const body = GenerationResponse.parse(response.body);
    // Variant 1 of each of the two directions never finished.
    expect(body).toMatchObject({ requested: 6, generated: 4 });
    expect(body.prompts.map((prompt) => body.promptsWithLogos[prompt.id]?.logos.length)).toEqual([2, 2]);
    expect(body.quota.after).toMatchObject({ currentCount: 4, remaining: 8 });
    expect(designer.callsWithSignal).toBe(designer.designCalls);

    expect(await quotaOf(user)).toMatchObject({ currentCount: 4, remaining: 8 });
    expect(await countDocuments("logos", user.uid)).toBe(4);
    // Files for the granted logos only (preview and SVG master each).
    const files = await storedLogoFiles(user.uid);
    expect(files).toHaveLength(8);
    for (const logo of body.logos) {
      expect(await fileExists(`users/${user.uid}/logos/${logo.id}/logo.svg`)).toBe(true);
    }
  });

  it("answers a duplicate Idempotency-Key 409 within the deadline while the first request runs", async () => {
    const user = await signUpUser();
    const designer = new GatedDesigner();
    // Two instances: the first request's deadline is later, so it is still pending when the
    // duplicate's deadline passes.
    const firstApp = testApp({ logoDesigner: () => designer, generationDeadlineMs: 6000 });
    const deadlineMs = 2000;
    const duplicateApp = testApp({ logoDesigner: () => designer, generationDeadlineMs: deadlineMs });
    const key = `deadline-duplicate-${user.uid}`;
    const send = (app: Express) =>
      api(app)
        .post("/logos/generate")
        .set("Authorization", user.authorization)
        .set("Idempotency-Key", key)
        .send({ ...BRIEF, count: 2, promptsCount: 1 })
        .then((response) => response);
    try {
      const first = send(firstApp);
      // The retry arrives once the first request holds the key.
      const generationId = generationIdForKey(key);
      for (let tries = 0; (await generationRecord(user.uid, generationId))?.status !== "pending"; tries++) {
        if (tries > 100) throw new Error("the first request never reserved");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const started = Date.now();
      const duplicate = await send(duplicateApp);
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.success).toBe(false);
      expect(Date.now() - started).toBeLessThan(deadlineMs + 2000);

      // The first one's logos never came either: at its deadline everything is refunded (502).
      expect((await first).status).toBe(502);
      expect(await quotaOf(user)).toMatchObject({ currentCount: 0, remaining: 12 });
      expect(await storedLogoFiles(user.uid)).toEqual([]);
    } finally {
      designer.release();
    }
  });
});

describe("recovery when a generation's settle is lost or its instance dies", () => {
  it("keeps the saved logos' files and charges once when settle's reply is lost after its commit", async () => {
    const user = await signUpUser();
    const seam = losingTheSettleReply(db());
    const app = testApp({ db: seam.db });
    const key = `lost-reply-${user.uid}`;
    const send = () =>
      api(app)
        .post("/logos/generate")
        .set("Authorization", user.authorization)
        .set("Idempotency-Key", key)
        .send({ ...BRIEF, count: 3, promptsCount: 1 });

    const response = await send();
    expect(seam.lostReplies()).toBe(1);
    // Answered from the record that settle did write, as a replay would be.
    expect(response.status).toBe(200);
    const body = GenerationResponse.parse(response.body);
    expect(body.generated).toBe(3);
    for (const logo of body.logos) {
      const folder = `users/${user.uid}/logos/${logo.id}`;
      expect(await fileExists(`${folder}/preview-512.png`)).toBe(true);
      expect(await fileExists(`${folder}/logo.svg`)).toBe(true);
    }
    expect(await countDocuments("logos", user.uid)).toBe(3);
    expect((await generationRecord(user.uid, generationIdForKey(key)))?.status).toBe("completed");
    expect(await quotaOf(user)).toMatchObject({ currentCount: 3, remaining: 9 });

    // The client's retry gets the same answer, still charged once.
    const retry = await send();
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(response.body);
    expect(await quotaOf(user)).toMatchObject({ currentCount: 3, remaining: 9 });
    expect(await storedLogoFiles(user.uid)).toHaveLength(6);
  });

  it("refunds a request that died after rendering and deletes its orphan files once it is abandoned", async () => {
    const user = await signUpUser();
    const startedAt = new Date("2026-06-02T10:00:00Z");
    const instance = instanceThatDiesWhileRendering(db());
    const crashed = await api(
      testApp({ db: instance.db, logoDesigner: () => instance.designer, clock: () => startedAt }),
    )
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ ...BRIEF, count: 3, promptsCount: 1 });
    expect(crashed.status).toBe(500);

    // What a dead instance leaves: a pending reservation that lists its logos, and their files.
    const record = await onlyGenerationRecord(user.uid);
    expect(record.data?.status).toBe("pending");
    expect(record.data?.plannedLogos).toHaveLength(3);
    const orphans = await storedLogoFiles(user.uid);
    expect(orphans).toHaveLength(6);
    expect(await countDocuments("logos", user.uid)).toBe(0);

    // Within the grace period the request might still be running: nothing is touched.
    const soon = new Date(startedAt.getTime() + 10 * MINUTE);
    expect(await quotaOf(user, soon)).toMatchObject({ currentCount: 3, remaining: 9 });
    expect(await storedLogoFiles(user.uid)).toEqual(orphans);

    const later = new Date(startedAt.getTime() + 16 * MINUTE);
    expect(await quotaOf(user, later)).toMatchObject({ currentCount: 0, remaining: 12 });
    expect((await generationRecord(user.uid, record.id))?.status).toBe("abandoned");
    expect(await storedLogoFiles(user.uid)).toEqual([]);
    // Once only.
    expect(await quotaOf(user, later)).toMatchObject({ currentCount: 0, remaining: 12 });
  });

  it("deletes a dead first attempt's files when its key is retried after the grace period, charging once", async () => {
    const user = await signUpUser();
    const startedAt = new Date("2026-06-02T10:00:00Z");
    const key = `crash-then-retry-${user.uid}`;
    const instance = instanceThatDiesWhileRendering(db());
    const request = { ...BRIEF, count: 3, promptsCount: 1 };
    const crashed = await api(
      testApp({ db: instance.db, logoDesigner: () => instance.designer, clock: () => startedAt }),
    )
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .set("Idempotency-Key", key)
      .send(request);
    expect(crashed.status).toBe(500);
    const planned = (await generationRecord(user.uid, generationIdForKey(key)))?.plannedLogos ?? [];
    expect(planned).toHaveLength(3);
    expect(await storedLogoFiles(user.uid)).toHaveLength(6);

    const later = new Date(startedAt.getTime() + 16 * MINUTE);
    const retry = await api(testApp({ clock: () => later }))
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .set("Idempotency-Key", key)
      .send(request);
    expect(retry.status).toBe(200);
    const body = GenerationResponse.parse(retry.body);
    expect(body.generated).toBe(3);
    expect(body.quota.after).toMatchObject({ currentCount: 3, remaining: 9 });
    for (const { paths } of planned) {
      expect(await fileExists(paths.preview)).toBe(false);
      expect(await fileExists(paths.svg ?? "")).toBe(false);
    }
    // Only the retry's own logos have files now.
    const files = await storedLogoFiles(user.uid);
    expect(files).toHaveLength(6);
    const retried = new Set(body.logos.map((logo) => logo.id));
    expect(files.every((name) => retried.has(name.split("/")[3] ?? ""))).toBe(true);
    expect(await quotaOf(user, later)).toMatchObject({ currentCount: 3, remaining: 9 });
  });
});
