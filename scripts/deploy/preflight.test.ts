import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FONT_FAMILIES, fontFileIn } from "../../functions/src/engine/fonts";
import type { FunctionsManifest } from "./functions-manifest";
import { checkDeployment, REQUIRED_SECRETS, secretsToSet } from "./preflight";

const REPO_ROOT = resolve(__dirname, "../..");
const PROJECT = "markery-prod";
const folders: string[] = [];

/** A checkout set up for PROJECT as the README's deploy walk-through leaves it. */
function readyCheckout(): string {
  const root = mkdtempSync(join(tmpdir(), "markery-preflight-"));
  folders.push(root);
  for (const file of ["firebase.json", "firestore.rules", "storage.rules", "storage-export-sources.rules"]) {
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
  writeFileSync(
    join(root, "functions", `.env.${PROJECT}`),
    `EXPORT_SOURCE_BUCKET=${PROJECT}-export-sources\n`,
  );
  writeFileSync(
    join(root, ".firebaserc"),
    JSON.stringify({
      projects: { default: PROJECT },
      targets: {
        [PROJECT]: {
          storage: {
            files: [`${PROJECT}.firebasestorage.app`],
            "export-sources": [`${PROJECT}-export-sources`],
          },
        },
      },
    }),
  );
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
    },
    params: [{ name: "EXPORT_SOURCE_BUCKET", type: "string" }],
  };
}

function checks(rootDir: string, manifest = goodManifest(), projectId = PROJECT): string[] {
  return checkDeployment({ rootDir, projectId, manifest }).map(
    (problem) => `${problem.check}: ${problem.problem}`,
  );
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

  it("refuses an export-source bucket that is the default bucket", () => {
    const root = readyCheckout();
    writeFileSync(
      join(root, ".firebaserc"),
      JSON.stringify({
        targets: {
          [PROJECT]: { storage: { files: ["shared-bucket"], "export-sources": ["shared-bucket"] } },
        },
      }),
    );
    writeFileSync(join(root, "functions", `.env.${PROJECT}`), "EXPORT_SOURCE_BUCKET=shared-bucket\n");
    expect(checks(root)).toContain(
      "bucket parameter: EXPORT_SOURCE_BUCKET is the default bucket: every generation would start the export trigger.",
    );
  });

  it("needs both storage targets, the sources' target on the trigger's bucket", () => {
    const root = readyCheckout();
    writeFileSync(join(root, ".firebaserc"), JSON.stringify({ projects: { default: PROJECT } }));
    expect(checks(root).filter((line) => line.startsWith("storage targets"))).toHaveLength(2);
    writeFileSync(
      join(root, ".firebaserc"),
      JSON.stringify({
        targets: { [PROJECT]: { storage: { files: ["a-bucket"], "export-sources": ["another-bucket"] } } },
      }),
    );
    expect(checks(root).join("\n")).toMatch(/rules go to another-bucket, but the trigger listens on/);
  });

  it("needs every rules file firebase.json names", () => {
    const root = readyCheckout();
    rmSync(join(root, "storage-export-sources.rules"));
    expect(checks(root)).toContain(
      "rules: The rules file storage-export-sources.rules named in firebase.json is missing.",
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

  it("checks the manifest: the trigger's bucket parameter and each function's secrets", () => {
    const root = readyCheckout();
    const unbound = goodManifest();
    const trigger = unbound.endpoints.makeExportFiles;
    if (trigger?.eventTrigger) trigger.eventTrigger.eventFilters = { bucket: `${PROJECT}.appspot.com` };
    expect(checks(root, unbound).join("\n")).toMatch(/makeExportFiles is bound to markery-prod.appspot.com/);

    const withoutSecrets = goodManifest();
    const api = withoutSecrets.endpoints.api;
    if (api) api.secretEnvironmentVariables = [{ key: "REPLICATE_API_TOKEN" }];
    expect(checks(root, withoutSecrets)).toContain(
      "secrets: api does not declare the secret(s) it reads: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET.",
    );
  });

  it("lists the three secrets a deployment sets", () => {
    expect(secretsToSet().sort()).toEqual([
      "REPLICATE_API_TOKEN",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
    ]);
  });
});
