import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FONT_FAMILIES, fontFileIn } from "../../functions/src/engine/fonts";
import type { FunctionsManifest } from "./functions-manifest";
import { checkDeployment, type Problem, REQUIRED_SECRETS, secretsToSet } from "./preflight";

const REPO_ROOT = resolve(__dirname, "../..");
const PROJECT = "markery-prod";
const SOURCES = `${PROJECT}-export-sources`;
const KITS = `${PROJECT}-kit-requests`;
const folders: string[] = [];

/** The functions' parameters for PROJECT (functions/.env.<project>). */
function writeParameters(root: string, parameters: Record<string, string>): void {
  const lines = Object.entries(parameters).map(([key, value]) => `${key}=${value}\n`);
  writeFileSync(join(root, "functions", `.env.${PROJECT}`), lines.join(""));
}

/** PROJECT's storage targets in .firebaserc. */
function writeStorageTargets(root: string, storage: Record<string, string[]>): void {
  writeFileSync(
    join(root, ".firebaserc"),
    JSON.stringify({ projects: { default: PROJECT }, targets: { [PROJECT]: { storage } } }),
  );
}

const READY_TARGETS = {
  files: [`${PROJECT}.firebasestorage.app`],
  "export-sources": [SOURCES],
  "kit-requests": [KITS],
};

/** A checkout set up for PROJECT as the README's deploy walk-through leaves it. */
function readyCheckout(): string {
  const root = mkdtempSync(join(tmpdir(), "markery-preflight-"));
  folders.push(root);
  for (const file of [
    "firebase.json",
    "firestore.rules",
    "storage.rules",
    "storage-export-sources.rules",
    "storage-kit-requests.rules",
  ]) {
    copyFileSync(join(REPO_ROOT, file), join(root, file));
  }
  mkdirSync(join(root, "functions"));
  mkdirSync(join(root, "web"));
  // The build's font pack (stand-ins: the preflight checks the files are there, not their bytes).
  for (const family of FONT_FAMILIES.filter((f) => f.packed)) {
    for (const weight of family.weights) {
      const file = join(root, "functions", "lib", "fonts", family.packageName, ...fontFileIn(family, weight));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, "");
    }
  }
  writeFileSync(
    join(root, "web", ".env.deploy.local"),
    `VITE_USE_EMULATORS=false\nVITE_FIREBASE_PROJECT_ID=${PROJECT}\nVITE_FIREBASE_API_KEY=AIza-test\n`,
  );
  writeParameters(root, { EXPORT_SOURCE_BUCKET: SOURCES, BRAND_KIT_REQUEST_BUCKET: KITS });
  writeStorageTargets(root, READY_TARGETS);
  return root;
}

/** The manifest the functions produce (functions/test/deploy checks the real one says this). */
function goodManifest(): FunctionsManifest {
  const secrets = (name: string) => (REQUIRED_SECRETS[name] ?? []).map((key) => ({ key }));
  return {
    endpoints: {
      api: { entryPoint: "api", httpsTrigger: {}, secretEnvironmentVariables: secrets("api") },
      makeExportFiles: {
        entryPoint: "makeExportFiles",
        secretEnvironmentVariables: secrets("makeExportFiles"),
        eventTrigger: {
          eventType: "google.cloud.storage.object.v1.finalized",
          eventFilters: { bucket: "{{ params.EXPORT_SOURCE_BUCKET }}" },
          retry: false,
        },
      },
      makeExportBrandKit: {
        entryPoint: "makeExportBrandKit",
        secretEnvironmentVariables: secrets("makeExportBrandKit"),
        eventTrigger: {
          eventType: "google.cloud.storage.object.v1.finalized",
          eventFilters: { bucket: "{{ params.BRAND_KIT_REQUEST_BUCKET }}" },
          retry: false,
        },
      },
    },
    params: [
      { name: "EXPORT_SOURCE_BUCKET", type: "string" },
      { name: "BRAND_KIT_REQUEST_BUCKET", type: "string" },
    ],
  };
}

function problemsOf(rootDir: string, manifest = goodManifest(), projectId = PROJECT): Problem[] {
  return checkDeployment({ rootDir, projectId, manifest });
}

function checks(rootDir: string, manifest = goodManifest(), projectId = PROJECT): string[] {
  return problemsOf(rootDir, manifest, projectId).map((problem) => `${problem.check}: ${problem.problem}`);
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the deploy preflight", () => {
  it("passes a checkout set up as the README says", () => {
    expect(checks(readyCheckout())).toEqual([]);
  });

  it("stops a build whose CJK font pack is missing", () => {
    const root = readyCheckout();
    rmSync(join(root, "functions", "lib", "fonts"), { recursive: true, force: true });
    const problems = checks(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^font pack: 8 CJK font file\(s\) are missing from functions\/lib\/fonts/);
  });

  it("refuses the local demo project", () => {
    expect(checks(readyCheckout(), goodManifest(), "demo-markery")[0]).toMatch(
      /^project: demo-markery is the local demo/,
    );
  });

  it("asks for the export-source bucket parameter, and refuses the default bucket or a bad name", () => {
    const root = readyCheckout();
    rmSync(join(root, "functions", `.env.${PROJECT}`));
    expect(checks(root)).toContain(
      `bucket parameter: EXPORT_SOURCE_BUCKET is not set for ${PROJECT}: the deploy would stop to ask for it.`,
    );
    writeFileSync(join(root, "functions", ".env"), `EXPORT_SOURCE_BUCKET=${PROJECT}.firebasestorage.app\n`);
    expect(checks(root).join("\n")).toMatch(/not a valid bucket name/);
    writeFileSync(join(root, "functions", ".env"), "EXPORT_SOURCE_BUCKET=Not A Bucket\n");
    expect(checks(root).join("\n")).toMatch(/not a valid bucket name/);
  });

  it("refuses a pipeline bucket that is the default bucket", () => {
    const root = readyCheckout();
    writeStorageTargets(root, {
      ...READY_TARGETS,
      files: ["shared-bucket"],
      "export-sources": ["shared-bucket"],
    });
    writeParameters(root, { EXPORT_SOURCE_BUCKET: "shared-bucket", BRAND_KIT_REQUEST_BUCKET: KITS });
    expect(checks(root)).toEqual([
      "bucket parameter: EXPORT_SOURCE_BUCKET is the default bucket: every generation, upload and export file would start makeExportFiles.",
    ]);

    writeStorageTargets(root, {
      ...READY_TARGETS,
      files: ["shared-bucket"],
      "kit-requests": ["shared-bucket"],
    });
    writeParameters(root, { EXPORT_SOURCE_BUCKET: SOURCES, BRAND_KIT_REQUEST_BUCKET: "shared-bucket" });
    const problems = problemsOf(root);
    expect(problems.map((problem) => problem.problem)).toEqual([
      "BRAND_KIT_REQUEST_BUCKET is the default bucket: every generation, upload and export file would start makeExportBrandKit.",
    ]);
    expect(problems[0]?.fix).toBe(
      `Give brand kit requests a bucket of their own: gcloud storage buckets create gs://${KITS} --location=us-central1, then BRAND_KIT_REQUEST_BUCKET=${KITS} in functions/.env.${PROJECT}.`,
    );
  });

  it("asks for the kit request bucket parameter, naming the bucket to create", () => {
    const root = readyCheckout();
    writeParameters(root, { EXPORT_SOURCE_BUCKET: SOURCES });
    const problems = problemsOf(root);
    expect(problems).toEqual([
      {
        check: "bucket parameter",
        problem: `BRAND_KIT_REQUEST_BUCKET is not set for ${PROJECT}: the deploy would stop to ask for it.`,
        fix: `Create the bucket and name it in functions/.env.${PROJECT}: BRAND_KIT_REQUEST_BUCKET=${KITS}`,
      },
    ]);
    writeParameters(root, { EXPORT_SOURCE_BUCKET: SOURCES, BRAND_KIT_REQUEST_BUCKET: "Kit Requests" });
    expect(checks(root)).toEqual([
      "bucket parameter: BRAND_KIT_REQUEST_BUCKET=Kit Requests is not a valid bucket name.",
      `storage targets: The kit-requests rules go to ${KITS}, but makeExportBrandKit listens on Kit Requests.`,
    ]);
  });

  it("needs the three storage targets, each pipeline target on its trigger's bucket", () => {
    const root = readyCheckout();
    writeFileSync(join(root, ".firebaserc"), JSON.stringify({ projects: { default: PROJECT } }));
    expect(checks(root).filter((line) => line.startsWith("storage targets"))).toEqual([
      `storage targets: .firebaserc does not say which bucket gets storage.rules in ${PROJECT}.`,
      `storage targets: .firebaserc does not say which bucket gets storage-export-sources.rules in ${PROJECT}.`,
      `storage targets: .firebaserc does not say which bucket gets storage-kit-requests.rules in ${PROJECT}.`,
    ]);
    writeStorageTargets(root, { ...READY_TARGETS, "export-sources": ["another-bucket"] });
    expect(checks(root)).toEqual([
      `storage targets: The export-sources rules go to another-bucket, but makeExportFiles listens on ${SOURCES}.`,
    ]);
  });

  it("needs the kit requests' target, on the bucket the brand kit trigger listens on", () => {
    const root = readyCheckout();
    const { "kit-requests": _, ...withoutKits } = READY_TARGETS;
    writeStorageTargets(root, withoutKits);
    expect(problemsOf(root)).toEqual([
      {
        check: "storage targets",
        problem: `.firebaserc does not say which bucket gets storage-kit-requests.rules in ${PROJECT}.`,
        fix: `npx firebase target:apply storage kit-requests ${KITS} --project ${PROJECT}`,
      },
    ]);
    writeStorageTargets(root, { ...READY_TARGETS, "kit-requests": ["old-kit-requests"] });
    expect(problemsOf(root)).toEqual([
      {
        check: "storage targets",
        problem: `The kit-requests rules go to old-kit-requests, but makeExportBrandKit listens on ${KITS}.`,
        fix: `Make them the same bucket: npx firebase target:clear storage kit-requests --project ${PROJECT}, then npx firebase target:apply storage kit-requests ${KITS} --project ${PROJECT}.`,
      },
    ]);
  });

  it("refuses one bucket for both pipeline triggers, moving the one off its default name", () => {
    const root = readyCheckout();
    writeParameters(root, { EXPORT_SOURCE_BUCKET: SOURCES, BRAND_KIT_REQUEST_BUCKET: SOURCES });
    writeStorageTargets(root, { ...READY_TARGETS, "kit-requests": [SOURCES] });
    expect(problemsOf(root)).toEqual([
      {
        check: "bucket parameter",
        problem: `EXPORT_SOURCE_BUCKET and BRAND_KIT_REQUEST_BUCKET are both ${SOURCES}: a trigger runs for every object in its bucket, so every brand kit request would also start makeExportFiles and every export source makeExportBrandKit, each run taking an instance only to ignore the object.`,
        fix: `Give brand kit requests a bucket of their own: gcloud storage buckets create gs://${KITS} --location=us-central1, then BRAND_KIT_REQUEST_BUCKET=${KITS} in functions/.env.${PROJECT}.`,
      },
    ]);

    writeParameters(root, { EXPORT_SOURCE_BUCKET: KITS, BRAND_KIT_REQUEST_BUCKET: KITS });
    writeStorageTargets(root, { ...READY_TARGETS, "export-sources": [KITS] });
    const problems = problemsOf(root);
    expect(problems.map((problem) => problem.problem)).toEqual([
      expect.stringMatching(
        /^EXPORT_SOURCE_BUCKET and BRAND_KIT_REQUEST_BUCKET are both markery-prod-kit-requests:/,
      ),
    ]);
    expect(problems[0]?.fix).toMatch(
      /^Give export sources a bucket of their own: .*EXPORT_SOURCE_BUCKET=markery-prod-export-sources /,
    );
  });

  it("needs every rules file firebase.json names, and the rules of each storage target", () => {
    const root = readyCheckout();
    rmSync(join(root, "storage-export-sources.rules"));
    rmSync(join(root, "storage-kit-requests.rules"));
    expect(checks(root)).toEqual([
      "rules: The rules file storage-export-sources.rules named in firebase.json is missing.",
      "rules: The rules file storage-kit-requests.rules named in firebase.json is missing.",
    ]);
    const firebaseJson = JSON.parse(readFileSync(join(REPO_ROOT, "firebase.json"), "utf8")) as {
      storage: { target: string }[];
    };
    firebaseJson.storage = firebaseJson.storage.filter((entry) => entry.target !== "kit-requests");
    writeFileSync(join(root, "firebase.json"), JSON.stringify(firebaseJson));
    expect(checks(root)).toContain(
      'rules: firebase.json has no storage rules for the "kit-requests" target.',
    );
  });

  it("refuses a web build for the emulators or for another project", () => {
    const root = readyCheckout();
    writeFileSync(join(root, "web", ".env.deploy.local"), "VITE_FIREBASE_PROJECT_ID=someone-else\n");
    expect(checks(root).filter((line) => line.startsWith("web settings"))).toEqual([
      "web settings: The web app would be built to talk to the local emulators.",
      `web settings: The web app would sign in to someone-else, not ${PROJECT}.`,
      "web settings: The web app has no Firebase API key.",
    ]);
  });

  it("refuses the offline test processor in a deployment", () => {
    const root = readyCheckout();
    writeFileSync(join(root, "functions", ".env"), "MARKERY_PAYMENTS_TEST_MODE=true\n");
    expect(checks(root).join("\n")).toMatch(/^payments: .*would accept test cards in production/m);
  });

  it("checks the manifest: each trigger's bucket parameter and each function's secrets", () => {
    const root = readyCheckout();
    const unbound = goodManifest();
    const trigger = unbound.endpoints.makeExportFiles;
    if (trigger?.eventTrigger) trigger.eventTrigger.eventFilters = { bucket: `${PROJECT}.appspot.com` };
    expect(checks(root, unbound)).toEqual([
      "functions: makeExportFiles is bound to markery-prod.appspot.com, not to the EXPORT_SOURCE_BUCKET parameter.",
    ]);

    const withoutSecrets = goodManifest();
    const api = withoutSecrets.endpoints.api;
    if (api) api.secretEnvironmentVariables = [{ key: "REPLICATE_API_TOKEN" }];
    expect(checks(root, withoutSecrets)).toContain(
      "secrets: api does not declare the secret(s) it reads: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET.",
    );
  });

  it("refuses a brand kit trigger bound to another bucket, undeclared or missing", () => {
    const root = readyCheckout();
    const misbound = goodManifest();
    const kit = misbound.endpoints.makeExportBrandKit;
    if (kit?.eventTrigger) kit.eventTrigger.eventFilters = { bucket: "{{ params.EXPORT_SOURCE_BUCKET }}" };
    expect(problemsOf(root, misbound)).toEqual([
      {
        check: "functions",
        problem:
          "makeExportBrandKit is bound to {{ params.EXPORT_SOURCE_BUCKET }}, not to the BRAND_KIT_REQUEST_BUCKET parameter.",
        fix: "Bind it with onObjectFinalized({ bucket: BRAND_KIT_REQUEST_BUCKET }) (functions/src/triggers/make-export-kit.ts).",
      },
    ]);

    const undeclared = goodManifest();
    undeclared.params = undeclared.params.filter((param) => param.name !== "BRAND_KIT_REQUEST_BUCKET");
    expect(problemsOf(root, undeclared)).toEqual([
      {
        check: "functions",
        problem: "The functions declare no BRAND_KIT_REQUEST_BUCKET parameter.",
        fix: "Declare it with defineString (functions/src/config/export-buckets.ts).",
      },
    ]);

    const missing = goodManifest();
    delete missing.endpoints.makeExportBrandKit;
    expect(checks(root, missing)).toEqual(["functions: The built functions export no makeExportBrandKit."]);
  });

  it("lists the three secrets a deployment sets", () => {
    expect(secretsToSet().sort()).toEqual([
      "REPLICATE_API_TOKEN",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
    ]);
  });
});
