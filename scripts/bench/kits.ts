/**
 * Many brand kits in a row, as the kit's trigger makes them: engine logos of the engine's brief
 * set (a different business each), each design of a group in turn, every motion style in turn.
 * A native library that aborts (resvg cannot unwind a panic out of its calls) kills the whole
 * process with no error to catch, so the kits are made in a child process; when it dies the kit
 * it was making is counted as an abort and a new child goes on from the next one. Prints how many kits were made, which aborted, and
 * the build times.
 *   npm run bench -- kits        40 kits
 *   npm run bench -- kits 80     another count
 *   npx tsx scripts/bench/kits.ts <first> <count>   the child: makes kits first..first+count-1
 */
import { spawn } from "node:child_process";
import { MotionStyle } from "../../functions/src/contract";
import { makeBrandKit } from "../../functions/src/domain/brand-kit/make-brand-kit";
import type { KitBrand } from "../../functions/src/domain/ports/brand-kit-maker";
import { BRIEF_SET } from "../../functions/src/engine/briefs/brief-set";
import { mixSeed } from "../../functions/src/engine/random";
import { localBrandKitMaker } from "../../functions/src/providers/local-brand-kit-maker";
import { DesignEngineProvider } from "../../functions/src/providers/logo-design/engine-provider";
import { percentile } from "./api";

const GROUP_SIZE = 6;

/** The brand facts a bench's kit is made with: the engine's Montserrat, no tagline. */
export function benchKitBrand(brandName: string, stem: string, motionStyle: MotionStyle): KitBrand {
  return {
    brandName,
    stem,
    fonts: [
      { role: "name", family: "montserrat", weight: 700 },
      { role: "tagline", family: "montserrat", weight: 500 },
    ],
    tagline: "",
    motionStyle,
  };
}

/** The kit number `index`: which brief, seed, design and style it is made of. */
function kitCase(index: number) {
  const { brandName, description } = BRIEF_SET[index % BRIEF_SET.length] as (typeof BRIEF_SET)[number];
  const brief = { brandName, description };
  const style = MotionStyle.options[index % MotionStyle.options.length] as MotionStyle;
  return { brief, seed: mixSeed(7, "kits", index) % 2 ** 31, variant: index % GROUP_SIZE, style };
}

/** The child: makes its kits in order, a line before and after each. */
async function makeKits(first: number, count: number): Promise<void> {
  const engine = new DesignEngineProvider();
  const maker = localBrandKitMaker();
  const signal = new AbortController().signal;
  for (let index = first; index < first + count; index++) {
    const { brief, seed, variant, style } = kitCase(index);
    console.log(`start ${index}`);
    const [direction] = await engine.planDirections({ brief, count: 1, existing: [], seed });
    if (!direction) throw new Error(`No direction for ${brief.brandName}`);
    const drawn = await engine.designLogo({ brief, direction, variant, seed, signal });
    if (!drawn.svg) throw new Error(`No master for ${brief.brandName}`);
    const started = performance.now();
    await makeBrandKit(
      maker,
      { kind: "vector", svg: drawn.svg, brandName: brief.brandName },
      benchKitBrand(brief.brandName, "kit", style),
      new Date(),
    );
    console.log(`made ${index} ${Math.round(performance.now() - started)}`);
  }
}

/** One child from `first` on: the kits it made, and the one it was making when it died (if so). */
function runChild(
  first: number,
  count: number,
): Promise<{ made: Map<number, number>; died: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npx", ["tsx", "scripts/bench/kits.ts", String(first), String(count)], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const made = new Map<number, number>();
    let started: number | null = null;
    let output = "";
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const [word, index, ms] = line.split(" ");
        if (word === "start") started = Number(index);
        if (word === "made") made.set(Number(index), Number(ms));
        // Forty kits take minutes: a line every ten shows the bench is going.
        if (word === "made" && (Number(index) + 1) % 10 === 0)
          console.log(`  ... kit ${Number(index) + 1} made`);
      }
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => {
      const died = code === 0 || started === null || made.has(started) ? null : started;
      resolve({ made, died, output });
    });
  });
}

export async function benchKits(total: number): Promise<string[]> {
  const made = new Map<number, number>();
  const aborted: string[] = [];
  let next = 0;
  while (next < total) {
    const child = await runChild(next, total - next);
    for (const [index, ms] of child.made) made.set(index, ms);
    if (child.died === null) {
      if (child.made.size === 0) throw new Error(`The kit child failed:\n${child.output.slice(-2000)}`);
      next = Math.max(...child.made.keys()) + 1;
      continue;
    }
    const { brief, variant, style } = kitCase(child.died);
    const panic = child.output.match(/panicked at ([^\n]+)/)?.[1]?.replace(/^.*\/crates\//, "");
    const reason = panic ? `panicked at ${panic}` : child.output.trim().split("\n").at(-1);
    aborted.push(`kit ${child.died} (${brief.brandName}, design ${variant + 1}, ${style}): ${reason}`);
    next = child.died + 1;
  }
  const times = [...made.values()];
  return [
    `${made.size} of ${total} kits made, ${aborted.length} ended their process`,
    ...aborted,
    `build time per kit: median ${Math.round(percentile(times, 50))} ms, p95 ${Math.round(percentile(times, 95))} ms`,
  ];
}

if (require.main === module && process.argv[2] !== undefined) {
  makeKits(Number(process.argv[2]), Number(process.argv[3] ?? 1)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(2);
  });
}
