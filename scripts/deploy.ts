/**
 * `npm run deploy [-- --project <id>] [--only functions|hosting|...] [--preflight-only]`:
 * type-checks and builds, runs the offline preflight (scripts/deploy/preflight.ts), checks with
 * Firebase that every secret the functions bind is set, then runs `firebase deploy`. It stops at
 * the first problem with what to do about it. The README's "Deploying" section is the walk-through.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { readFunctionsManifest } from "./deploy/functions-manifest";
import { checkDeployment, secretsToSet } from "./deploy/preflight";
import { runQuietly, runVisibly } from "./lib/run-step";
import { firebaseBinary, REPO_ROOT } from "./lib/stack";

const { values } = parseArgs({
  options: {
    project: { type: "string" },
    only: { type: "string" },
    "preflight-only": { type: "boolean", default: false },
  },
  strict: true,
});

function say(line: string): void {
  console.log(`[deploy] ${line}`);
}

function stop(line: string): never {
  console.error(`[deploy] ${line}`);
  process.exit(1);
}

function chosenProject(): string {
  if (values.project) return values.project;
  const rc = z
    .object({ projects: z.record(z.string(), z.string()).optional() })
    .safeParse(JSON.parse(readFileSync(join(REPO_ROOT, ".firebaserc"), "utf8")));
  const project = rc.success ? rc.data.projects?.default : undefined;
  if (!project) stop("No project chosen: npx firebase use --add, or npm run deploy -- --project <id>.");
  return project;
}

async function step(title: string, command: string[], fix: string): Promise<void> {
  say(`${title}...`);
  const [program = "npm", ...args] = command;
  const result = await runQuietly(program, args);
  if (result.code !== 0) {
    console.error(result.output.split("\n").slice(-40).join("\n"));
    stop(`${title} failed (output above). ${fix}`);
  }
}

async function main(): Promise<void> {
  const projectId = chosenProject();
  say(`Project: ${projectId}`);
  await step("Type-checking", ["npm", "run", "typecheck"], "Fix the type errors, then deploy again.");
  await step(
    "Building functions",
    ["npm", "run", "build", "-w", "functions"],
    "Fix the build, then deploy again.",
  );
  // Deploy mode reads web/.env.deploy(.local): the production Firebase project, no emulators.
  await step(
    "Building web for the deployment",
    ["npm", "run", "build", "-w", "web", "--", "--mode", "deploy"],
    "Fix the build, then deploy again.",
  );
  say("Reading the functions' deployment manifest...");
  const manifest = await readFunctionsManifest(join(REPO_ROOT, "functions"), projectId);
  const problems = checkDeployment({ rootDir: REPO_ROOT, projectId, manifest });
  if (problems.length > 0) {
    for (const problem of problems) {
      console.error(`[deploy] ✗ ${problem.check}: ${problem.problem}\n           fix: ${problem.fix}`);
    }
    stop(`${problems.length} problem(s) found before deploying; nothing was deployed.`);
  }
  say("Preflight passed: rules, storage targets, the export pipeline's buckets and the functions' secrets.");
  if (values["preflight-only"]) return;

  say("Checking with Firebase that each secret is set...");
  const unset: string[] = [];
  for (const secret of secretsToSet()) {
    const found = await runQuietly(firebaseBinary(), [
      "functions:secrets:get",
      secret,
      "--project",
      projectId,
    ]);
    if (found.code !== 0) unset.push(secret);
  }
  if (unset.length > 0) {
    for (const secret of unset) {
      console.error(`[deploy]   npx firebase functions:secrets:set ${secret} --project ${projectId}`);
    }
    stop('Set these secrets first (use the value "off" for a service you do not use).');
  }
  const only = values.only ? ["--only", values.only] : [];
  const code = await runVisibly(firebaseBinary(), ["deploy", "--project", projectId, ...only]);
  if (code !== 0) stop("firebase deploy failed (output above).");
  say("Deployed.");
}

main().catch((error: unknown) => stop(error instanceof Error ? error.message : String(error)));
