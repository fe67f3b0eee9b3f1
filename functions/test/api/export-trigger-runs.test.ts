/**
 * Each export trigger is bound to its own bucket, so only an export starts them: counted
 * from the Functions emulator's own record of each trigger invocation (firebase-debug.log), under
 * the real trigger with the real Storage events.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Express } from "express";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sampleWorkers } from "../../../scripts/lib/stack-processes";
import { GenerationResponse } from "../../src/contract";
import { api } from "../support/api-client";
import {
  bucket,
  db,
  exportSourceBucket,
  kitRequestBucket,
  seedMembership,
  signUpUser,
  type TestUser,
} from "../support/emulators";
import {
  createVectorLogo,
  exportObjects,
  exportTestApp,
  requestExport,
  waitForExport,
} from "../support/exports";

/** firebase-tools writes its debug log in the folder it runs from: the repository's root. */
const DEBUG_LOG = resolve(__dirname, "../../../firebase-debug.log");
const TRIGGER_RUN =
  /Accepted request POST \/functions\/projects\/[^/]+\/triggers\/[\w-]*?(makeExportFiles|makeExportBrandKit)\b/;
/** How long a count must stay the same to count as settled (events are delivered asynchronously). */
const QUIET_MS = 2500;

interface RunCounts {
  files: number;
  kit: number;
}

function exportTriggerRuns(): RunCounts {
  const counts = { files: 0, kit: 0 };
  if (!existsSync(DEBUG_LOG)) return counts;
  for (const line of readFileSync(DEBUG_LOG, "utf8").split("\n")) {
    const run = TRIGGER_RUN.exec(line);
    if (run?.[1] === "makeExportFiles") counts.files++;
    if (run?.[1] === "makeExportBrandKit") counts.kit++;
  }
  return counts;
}

/** The run counts once no new run has started for QUIET_MS (runs of earlier tests included). */
async function settledRuns(): Promise<RunCounts> {
  let counts = exportTriggerRuns();
  let stableSince = Date.now();
  while (Date.now() - stableSince < QUIET_MS) {
    await new Promise((wait) => setTimeout(wait, 250));
    const now = exportTriggerRuns();
    if (now.files !== counts.files || now.kit !== counts.kit) {
      counts = now;
      stableSince = Date.now();
    }
  }
  return counts;
}

const WORKER_TARGETS = ["api", "makeExportFiles", "makeExportBrandKit"] as const;
type WorkerCounts = Record<(typeof WORKER_TARGETS)[number], number>;

/** The stack's Functions workers alive now, per function. */
function liveWorkers(): WorkerCounts {
  const workers = sampleWorkers();
  const of = (target: string) => workers.filter((worker) => worker.target === target).length;
  return {
    api: of("api"),
    makeExportFiles: of("makeExportFiles"),
    makeExportBrandKit: of("makeExportBrandKit"),
  };
}

/** Exports every logo at the same moment; the export ids, in the logos' order. */
function exportEachAtOnce(app: Express, user: TestUser, logoIds: string[]): Promise<string[]> {
  return Promise.all(logoIds.map((logoId) => requestExport(app, user, logoId)));
}

describe("the export triggers' buckets", () => {
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
    // Each logo's preview and vector master: twelve objects, and not one trigger run.
    expect(written).toHaveLength(12);
    expect(await settledRuns()).toEqual(before);
  });

  it("starts two runs for an export, its download files and then its brand kit, one on each trigger", async () => {
    const app = exportTestApp();
    const user = await signUpUser();
    await seedMembership(user.uid, { exportCredits: 1 });
    const logoId = await createVectorLogo(app, user);
    const before = await settledRuns();
    const exportId = await requestExport(app, user, logoId);
    const done = await waitForExport(app, user, exportId);
    expect(done.status).toBe("ready");
    expect(done.resources.every((resource) => resource.status === "ready")).toBe(true);
    expect(await settledRuns()).toEqual({ files: before.files + 1, kit: before.kit + 1 });
    // The export-source bucket holds the original alone, and the kit request bucket the files
    // run's request named after that run (the original's generation): no run wrote to the bucket
    // that starts it. Everything else is with the files.
    const folder = `exports/${user.uid}/${exportId}`;
    const [metadata] = await exportSourceBucket().file(`${folder}/source/original.png`).getMetadata();
    const [sources] = await exportSourceBucket().getFiles({ prefix: `exports/${user.uid}/` });
    expect(sources.map((file) => file.name)).toEqual([`${folder}/source/original.png`]);
    const [requests] = await kitRequestBucket().getFiles({ prefix: `exports/${user.uid}/` });
    expect(requests.map((file) => file.name)).toEqual([`${folder}/brand-kit-after-${metadata.generation}`]);
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

    const mostWorkers: WorkerCounts = { api: 0, makeExportFiles: 0, makeExportBrandKit: 0 };
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const now = liveWorkers();
        for (const target of WORKER_TARGETS) mostWorkers[target] = Math.max(mostWorkers[target], now[target]);
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
    for (const target of WORKER_TARGETS) {
      expect(mostWorkers[target], target).toBeGreaterThanOrEqual(1);
      expect(mostWorkers[target], target).toBeLessThanOrEqual(callsAtOnce);
    }
  });

  it("starts nothing for objects in the default bucket named like an export's source or kit request", async () => {
    const user = await signUpUser();
    const before = await settledRuns();
    await bucket()
      .file(`exports/${user.uid}/lookalike-export/source/original.png`)
      .save(Buffer.from("not an export"), { resumable: false, contentType: "image/png" });
    await bucket()
      .file(`exports/${user.uid}/lookalike-export/brand-kit-after-1`)
      .save(Buffer.alloc(0), { resumable: false });
    expect(await settledRuns()).toEqual(before);
  });
});
