/**
 * The export trigger is bound to the export-source bucket, so only an export starts it: counted
 * from the Functions emulator's own record of each trigger invocation (firebase-debug.log), under
 * the real trigger with the real Storage events.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Express } from "express";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sampleWorkers } from "../../../scripts/lib/stack-processes";
import { CreateExportResponse, GenerationResponse } from "../../src/contract";
import { api } from "../support/api-client";
import {
  bucket,
  db,
  exportSourceBucket,
  seedMembership,
  signUpUser,
  type TestUser,
} from "../support/emulators";
import { createVectorLogo, exportObjects, exportTestApp, waitForExport } from "../support/exports";

/** firebase-tools writes its debug log in the folder it runs from: the repository's root. */
const DEBUG_LOG = resolve(__dirname, "../../../firebase-debug.log");
const EXPORT_TRIGGER_RUN =
  /Accepted request POST \/functions\/projects\/[^/]+\/triggers\/[\w-]*makeExportFiles[\w-]*/;
/** How long a count must stay the same to count as settled (events are delivered asynchronously). */
const QUIET_MS = 2500;

function exportTriggerRuns(): number {
  if (!existsSync(DEBUG_LOG)) return 0;
  return readFileSync(DEBUG_LOG, "utf8")
    .split("\n")
    .filter((line) => EXPORT_TRIGGER_RUN.test(line)).length;
}

/** The run count once no new run has started for QUIET_MS (runs of earlier tests included). */
async function settledRuns(): Promise<number> {
  let count = exportTriggerRuns();
  let stableSince = Date.now();
  while (Date.now() - stableSince < QUIET_MS) {
    await new Promise((wait) => setTimeout(wait, 250));
    const now = exportTriggerRuns();
    if (now !== count) {
      count = now;
      stableSince = Date.now();
    }
  }
  return count;
}

/** The stack's Functions workers alive now, per function. */
function liveWorkers(): { api: number; makeExportFiles: number } {
  const workers = sampleWorkers();
  const of = (target: string) => workers.filter((worker) => worker.target === target).length;
  return { api: of("api"), makeExportFiles: of("makeExportFiles") };
}

/** Exports every logo at the same moment; the export ids, in the logos' order. */
function exportEachAtOnce(app: Express, user: TestUser, logoIds: string[]): Promise<string[]> {
  return Promise.all(
    logoIds.map(async (logoId) => {
      const created = await api(app)
        .post(`/logos/${logoId}/export`)
        .set("Authorization", user.authorization)
        .send({});
      return CreateExportResponse.parse(created.body).exportId;
    }),
  );
}

describe("the export trigger's bucket", () => {
  it("is told about its runs in the debug log this test reads", () => {
    // Without the log every count below would be 0 and prove nothing.
    expect(existsSync(DEBUG_LOG)).toBe(true);
  });

  it("starts no run for a generation", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    const before = await settledRuns();
    const response = await api(app)
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ name: "Harbour Lights", description: "Seaside guesthouse", count: 3, promptsCount: 2 });
    expect(response.status).toBe(200);
    const [written] = await bucket().getFiles({ prefix: `users/${user.uid}/logos/` });
    expect(written.length).toBeGreaterThanOrEqual(18);
    expect(await settledRuns()).toBe(before);
  });

  it("starts two runs for an export, its download files and then its brand kit, which make every file", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, user);
    const before = await settledRuns();
    const created = await api(app)
      .post(`/logos/${logoId}/export`)
      .set("Authorization", user.authorization)
      .send({});
    const { exportId } = CreateExportResponse.parse(created.body);
    const done = await waitForExport(app, user, exportId);
    expect(done.status).toBe("ready");
    expect(done.resources.every((resource) => resource.status === "ready")).toBe(true);
    expect(await settledRuns()).toBe(before + 2);
    // The original, and the files run's request for the kit named after that run (the
    // original's generation); everything else is with the files.
    const folder = `exports/${user.uid}/${exportId}`;
    const [metadata] = await exportSourceBucket().file(`${folder}/source/original.png`).getMetadata();
    const [sources] = await exportSourceBucket().getFiles({ prefix: `exports/${user.uid}/` });
    expect(sources.map((file) => file.name).sort()).toEqual([
      `${folder}/source/brand-kit-after-${metadata.generation}`,
      `${folder}/source/original.png`,
    ]);
    expect(await exportObjects(user.uid, exportId)).toContain(`${folder}/files/original.png`);
  });

  it("does not keep an export's download files waiting behind another export's brand kit", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 2 });
    const logoIds = [await createVectorLogo(app, user), await createVectorLogo(app, user)];
    // Both exports at once: the trigger makes one thing at a time here, so with the kit inside
    // the files' run the second export's files would come after the first export's kit.
    const exportIds = await exportEachAtOnce(app, user, logoIds);
    const readyAt = new Map<string, number>();
    const deadline = Date.now() + 110_000;
    for (;;) {
      const snapshots = await Promise.all(exportIds.map((id) => db().collection("exports").doc(id).get()));
      for (const snapshot of snapshots) {
        const resources = z
          .record(z.string(), z.object({ status: z.string() }))
          .parse(snapshot.get("resources"));
        for (const [type, state] of Object.entries(resources)) {
          const key = `${snapshot.id}/${type}`;
          if (state.status === "ready" && !readyAt.has(key)) readyAt.set(key, Date.now());
        }
      }
      if (snapshots.every((snapshot) => snapshot.get("status") === "ready")) break;
      if (Date.now() > deadline) throw new Error("The two exports did not finish");
      await new Promise((wait) => setTimeout(wait, 50));
    }
    const kitReady = (id: string) => readyAt.get(`${id}/brand_kit`) ?? Number.POSITIVE_INFINITY;
    const [firstKit, other] = [...exportIds].sort((a, b) => kitReady(a) - kitReady(b)) as [string, string];
    const otherFiles = [...readyAt].filter(
      ([key]) => key.startsWith(`${other}/`) && !key.endsWith("/brand_kit"),
    );
    expect(otherFiles.length).toBe(6);
    for (const [key, at] of otherFiles) expect(at, key).toBeLessThan(kitReady(firstKit));
  });

  it("keeps the local stack to its calls at once: four exports and a burst of API calls, every one served", async () => {
    // The stack's scripts cap the Functions emulator's parallel calls; without the cap it starts
    // a worker process per concurrent call, and this burst alone would start a dozen.
    const callsAtOnce = Number(process.env.FUNCTIONS_EMULATOR_PARALLEL);
    expect(callsAtOnce).toBeGreaterThanOrEqual(1);
    expect(callsAtOnce).toBeLessThan(8);
    const functionUrl = process.env.MARKERY_TEST_FUNCTION_URL;
    if (!functionUrl) throw new Error("The Functions emulator's API URL is not set");

    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 4 });
    const response = await api(app)
      .post("/logos/generate")
      .set("Authorization", user.authorization)
      .send({ name: "Harbour Lights", description: "Seaside guesthouse", count: 4, promptsCount: 1 });
    const logoIds = GenerationResponse.parse(response.body).logos.map((logo) => logo.id);
    expect(logoIds).toHaveLength(4);

    let mostWorkers = { api: 0, makeExportFiles: 0 };
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const now = liveWorkers();
        mostWorkers = {
          api: Math.max(mostWorkers.api, now.api),
          makeExportFiles: Math.max(mostWorkers.makeExportFiles, now.makeExportFiles),
        };
        await new Promise((wait) => setTimeout(wait, 50));
      }
    })();
    const exportIds = await exportEachAtOnce(app, user, logoIds);
    const quotaCalls = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${functionUrl}/logos/quota`, { headers: { Authorization: user.authorization } }),
      ),
    );
    const finished = await Promise.all(
      exportIds.map((exportId) => waitForExport(app, user, exportId, 120_000)),
    );
    watching = false;
    await watcher;
    expect(quotaCalls.map((call) => call.status)).toEqual(Array(8).fill(200));
    expect(finished.map((current) => current.status)).toEqual(["ready", "ready", "ready", "ready"]);
    // The watcher saw the workers (so a broken /proc reading cannot pass), never more than the cap.
    expect(mostWorkers.api).toBeGreaterThanOrEqual(1);
    expect(mostWorkers.makeExportFiles).toBeGreaterThanOrEqual(1);
    expect(mostWorkers.api).toBeLessThanOrEqual(callsAtOnce);
    expect(mostWorkers.makeExportFiles).toBeLessThanOrEqual(callsAtOnce);
  });

  it("starts nothing for objects in the default bucket named like an export's source or kit request", async () => {
    const user = await signUpUser();
    const before = await settledRuns();
    await bucket()
      .file(`exports/${user.uid}/lookalike-export/source/original.png`)
      .save(Buffer.from("not an export"), { resumable: false, contentType: "image/png" });
    await bucket()
      .file(`exports/${user.uid}/lookalike-export/source/brand-kit-after-1`)
      .save(Buffer.alloc(0), { resumable: false });
    expect(await settledRuns()).toBe(before);
  });
});
