/**
 * firestore.rules: deny by default; a signed-in user reads only their own documents; no client
 * writes anywhere (every write goes through the API).
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { setLogLevel } from "firebase/firestore";
import { afterAll, beforeAll, describe, it } from "vitest";
import { PROJECT_ID } from "../support/emulators";

let env: RulesTestEnvironment;

beforeAll(async () => {
  // Denied requests are the point of these tests; the SDK's warnings about them are noise.
  setLogLevel("error");
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080").split(":");
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync(resolve(__dirname, "..", "..", "..", "firestore.rules"), "utf8"),
      host: host ?? "127.0.0.1",
      port: Number(port ?? 8080),
    },
  });
});

afterAll(async () => {
  await env.cleanup();
});

function ids() {
  const suffix = randomUUID().slice(0, 8);
  return { owner: `owner-${suffix}`, stranger: `stranger-${suffix}`, doc: `doc-${suffix}` };
}

async function seed(path: string, data: Record<string, unknown>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(path).set(data);
  });
}

const OWNED_COLLECTIONS = ["projects", "prompts", "logos", "exports", "payments"] as const;

describe.each(OWNED_COLLECTIONS)("%s", (collection) => {
  it("the owner can read their document and list their own documents", async () => {
    const { owner, doc } = ids();
    await seed(`${collection}/${doc}`, { ownerUid: owner, name: "mine" });
    const db = env.authenticatedContext(owner).firestore();
    await assertSucceeds(db.doc(`${collection}/${doc}`).get());
    await assertSucceeds(db.collection(collection).where("ownerUid", "==", owner).get());
  });

  it("another user cannot read it, nor list the collection without their own filter", async () => {
    const { owner, stranger, doc } = ids();
    await seed(`${collection}/${doc}`, { ownerUid: owner, name: "mine" });
    const db = env.authenticatedContext(stranger).firestore();
    await assertFails(db.doc(`${collection}/${doc}`).get());
    await assertFails(db.collection(collection).where("ownerUid", "==", owner).get());
    await assertFails(db.collection(collection).get());
  });

  it("an anonymous visitor cannot read it", async () => {
    const { owner, doc } = ids();
    await seed(`${collection}/${doc}`, { ownerUid: owner });
    await assertFails(env.unauthenticatedContext().firestore().doc(`${collection}/${doc}`).get());
  });

  it("no client can write, not even the owner", async () => {
    const { owner, doc } = ids();
    await seed(`${collection}/${doc}`, { ownerUid: owner, name: "mine" });
    const db = env.authenticatedContext(owner).firestore();
    await assertFails(db.collection(collection).add({ ownerUid: owner }));
    await assertFails(db.doc(`${collection}/new-${doc}`).set({ ownerUid: owner }));
    await assertFails(db.doc(`${collection}/${doc}`).update({ name: "changed" }));
    await assertFails(db.doc(`${collection}/${doc}`).delete());
    await assertFails(env.unauthenticatedContext().firestore().doc(`${collection}/x-${doc}`).set({ a: 1 }));
  });
});

describe("users", () => {
  it("the owner can read their membership document", async () => {
    const { owner } = ids();
    await seed(`users/${owner}`, { membershipStatus: "FREE", freeUsed: 0 });
    await assertSucceeds(env.authenticatedContext(owner).firestore().doc(`users/${owner}`).get());
  });

  it("another user or a visitor cannot read it, and nobody can list users", async () => {
    const { owner, stranger } = ids();
    await seed(`users/${owner}`, { membershipStatus: "FREE" });
    await assertFails(env.authenticatedContext(stranger).firestore().doc(`users/${owner}`).get());
    await assertFails(env.unauthenticatedContext().firestore().doc(`users/${owner}`).get());
    await assertFails(env.authenticatedContext(owner).firestore().collection("users").get());
  });

  it("no client can write it, so nobody grants themselves credits", async () => {
    const { owner } = ids();
    await seed(`users/${owner}`, { membershipStatus: "FREE", purchasedGenerationCredits: 0 });
    const db = env.authenticatedContext(owner).firestore();
    await assertFails(db.doc(`users/${owner}`).update({ purchasedGenerationCredits: 1000 }));
    await assertFails(db.doc(`users/${owner}`).set({ membershipStatus: "PRO" }));
    await assertFails(db.doc(`users/${owner}`).delete());
    await assertFails(env.authenticatedContext(`new-${owner}`).firestore().doc(`users/new-${owner}`).set({}));
  });

  it("credit reservations stay server-only, even for their owner", async () => {
    const { owner, doc } = ids();
    await seed(`users/${owner}/generations/${doc}`, { status: "pending" });
    const db = env.authenticatedContext(owner).firestore();
    await assertFails(db.doc(`users/${owner}/generations/${doc}`).get());
    await assertFails(db.doc(`users/${owner}/generations/${doc}`).set({ status: "completed" }));
  });
});

describe("payments", () => {
  it("a buyer cannot mark their own payment paid or fulfilled, nor create one", async () => {
    const { owner, doc } = ids();
    await seed(`payments/${doc}`, { ownerUid: owner, status: "failed", amount: 900 });
    const db = env.authenticatedContext(owner).firestore();
    await assertSucceeds(db.doc(`payments/${doc}`).get());
    await assertFails(db.doc(`payments/${doc}`).update({ status: "paid" }));
    await assertFails(db.doc(`payments/${doc}`).set({ ownerUid: owner, status: "fulfilled" }));
    await assertFails(db.doc(`payments/new-${doc}`).set({ ownerUid: owner, status: "paid", amount: 900 }));
  });

  it("payment attempts (idempotency records) stay server-only, even for their owner", async () => {
    const { owner, doc } = ids();
    await seed(`users/${owner}/paymentAttempts/${doc}`, { status: "settled" });
    const db = env.authenticatedContext(owner).firestore();
    await assertFails(db.doc(`users/${owner}/paymentAttempts/${doc}`).get());
    await assertFails(db.doc(`users/${owner}/paymentAttempts/${doc}`).set({ status: "pending" }));
  });
});

describe("everything else", () => {
  it("is denied by default", async () => {
    const { owner, doc } = ids();
    await seed(`unknown/${doc}`, { ownerUid: owner });
    const db = env.authenticatedContext(owner).firestore();
    await assertFails(db.doc(`unknown/${doc}`).get());
    await assertFails(db.doc(`unknown/${doc}`).set({ ownerUid: owner }));
  });
});
