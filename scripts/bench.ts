/**
 * `npm run bench`: prints the figures we watch. Speed and memory are measured here, never in
 * timed tests. The API figures need the emulators, so that part runs inside emulators:exec.
 *   npm run bench              all sections
 *   npm run bench -- engine    one section (engine | mockups | motion | samename | capacity | landing | api | exports | journey | ratelimit | register | flood | fontsmemory | load)
 *   npm run bench -- brand     the mockups section by its older name, which older notes and figures cite
 *   npm run bench -- load 10   the load section for 10 users at once only (default: 1, 10 and 30)
 *   npm run bench -- kits 80   80 brand kits in a row, each child process restarted if one dies (default 40)
 */
import { benchEngine } from "./bench/engine";
import { benchKits } from "./bench/kits";
import { benchLanding } from "./bench/landing";
import { benchMockups } from "./bench/mockups";
import { benchMotion } from "./bench/motion";
import { benchSameName } from "./bench/same-name";
import { runInEmulators } from "./emulators-exec";
import { runVisibly } from "./lib/run-step";

const sections = process.argv.slice(2).filter((arg) => !arg.startsWith("-") && !/^\d+$/.test(arg));
const wants = (...names: string[]) => sections.length === 0 || names.some((name) => sections.includes(name));

function print(title: string, lines: string[]): void {
  console.log(`\n== ${title} ==`);
  for (const line of lines) console.log(`  ${line}`);
}

async function main(): Promise<number> {
  let failures = 0;
  if (wants("engine")) {
    print("design engine: one brief, 6 logos (SVG + 1024 px PNG + 512 px preview)", await benchEngine());
  }
  if (wants("mockups", "brand")) {
    print(
      "mockups: the scenes and the stationery, three logos (aims: 300 ms/preview scene, 3 s all full-size)",
      await benchMockups(),
    );
  }
  if (wants("motion")) {
    print(
      "motion: 'Play' per style and the kit's motion/ folder, three logos (aims: preview under 1 s, folder under 5 s of CPU)",
      await benchMotion(),
    );
  }
  if (wants("samename")) {
    print(
      "customers sharing a brand name: a logo of their own after twenty sales of the name (aim: every one)",
      await benchSameName(),
    );
  }
  if (wants("capacity")) {
    // The trigger's cpu setting is chosen from these two lines: one vCPU against two.
    console.log(
      "\n== capacity: one export (files and brand kit) in a warm instance, 1 core and all cores ==",
    );
    const script = ["tsx", "scripts/bench/export-cpu.ts"];
    if (
      (await runVisibly("taskset", ["-c", "0", "npx", ...script], { ...process.env, BENCH_CORES: "1" })) !== 0
    )
      failures++;
    if ((await runVisibly("npx", script)) !== 0) failures++;
  }
  if (wants("landing")) {
    console.log("\nBuilding web for the landing-page figures...");
    if ((await runVisibly("npm", ["run", "--silent", "build", "-w", "web"])) !== 0) return 1;
    print("landing page (built app, headless Chromium)", await benchLanding());
  }
  if (wants("api")) {
    console.log("\nBuilding functions and starting the emulators for the API figures...");
    if ((await runVisibly("npm", ["run", "--silent", "build", "-w", "functions"])) !== 0) return 1;
    const code = await runInEmulators("npx tsx scripts/bench/api.ts");
    if (code !== 0) failures++;
  }
  if (wants("exports")) {
    console.log("\nBuilding functions and starting the emulators for the export figures...");
    if ((await runVisibly("npm", ["run", "--silent", "build", "-w", "functions"])) !== 0) return 1;
    console.log("\n== exports: requested -> every file ready (storage trigger in the Functions emulator) ==");
    const code = await runInEmulators("npx tsx scripts/bench/exports.ts");
    if (code !== 0) failures++;
  }
  if (wants("ratelimit")) {
    console.log("\nStarting the emulators for the rate limiter figures...");
    const code = await runInEmulators("npx tsx scripts/bench/rate-limit.ts");
    if (code !== 0) failures++;
  }
  if (wants("register")) {
    console.log("\nStarting the emulators for the register of sold logos (100,000 fingerprints)...");
    console.log(
      "\n== register of sold logos: the look-alike query an export makes (aim: p95 under 50 ms) ==",
    );
    const code = await runInEmulators("npx tsx scripts/bench/sold-logos.ts");
    if (code !== 0) failures++;
  }
  if (wants("flood")) {
    console.log("\nBuilding functions and starting the emulators for the flood figures (about 4 minutes)...");
    if ((await runVisibly("npm", ["run", "--silent", "build", "-w", "functions"])) !== 0) return 1;
    console.log(
      "\n== one free account flooding 'See it in use' and the font check while five others generate (aims: their p95 within 1.5x of quiet, the flood under 20 CPU-s a minute) ==",
    );
    const code = await runInEmulators("npx tsx scripts/bench/flood.ts");
    if (code !== 0) failures++;
  }
  if (wants("fontsmemory")) {
    console.log("\nBuilding functions and starting the emulators for the API worker's memory...");
    if ((await runVisibly("npm", ["run", "--silent", "build", "-w", "functions"])) !== 0) return 1;
    console.log(
      "\n== API worker memory: 200 distinct Chinese names through GET /design/fonts (aim: within 150 MB of its start) ==",
    );
    const code = await runInEmulators("npx tsx scripts/bench/fonts-memory.ts");
    if (code !== 0) failures++;
  }
  if (wants("journey")) {
    console.log("\nBuilding the app and starting the emulators for the generation journey...");
    if ((await runVisibly("npm", ["run", "--silent", "build"])) !== 0) return 1;
    console.log(
      "\n== generation journey (headless Chromium through Hosting, the API and the offline engine) ==",
    );
    const code = await runInEmulators("npx tsx scripts/bench/generate-journey.ts");
    if (code !== 0) failures++;
  }
  if (sections.includes("kits")) {
    // Not in the default run: forty kits take about four minutes of both cores.
    const [count = "40"] = process.argv.slice(2).filter((arg) => /^\d+$/.test(arg));
    print(
      `brand kits in a row: engine logos of the brief set, every motion style (aim: none ends its process)`,
      await benchKits(Number(count)),
    );
  }
  if (sections.includes("load")) {
    // Not in the default run: 30 users at once take the whole machine for minutes.
    console.log("\nBuilding the app for the load figures (each scenario on a fresh stack)...");
    if ((await runVisibly("npm", ["run", "--silent", "build"])) !== 0) return 1;
    const counts = process.argv.slice(2).filter((arg) => /^\d+$/.test(arg));
    console.log("\n== load: one user on a fresh stack ==");
    if ((await runInEmulators("npx tsx scripts/bench/load.ts first")) !== 0) failures++;
    for (const users of counts.length > 0 ? counts : ["1", "10", "30"]) {
      console.log(`\n== load: ${users} paying user(s) at once (buy, generate, export), fresh stack ==`);
      if ((await runInEmulators(`npx tsx scripts/bench/load.ts ${users}`)) !== 0) failures++;
    }
  }
  return failures === 0 ? 0 : 1;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
