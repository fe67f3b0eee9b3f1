import { execFileSync } from "node:child_process";
import type { BrandBrief } from "../../functions/src/domain/ports/logo-designer";
import { DesignEngineProvider } from "../../functions/src/providers/logo-design/engine-provider";

/**
 * Times the offline design engine on one brief: plan 2 directions, then 6 logos, each as SVG
 * master, 1024 px PNG and 512 px preview. Reports the median of repeated runs (after one warm-up
 * that loads fonts and the icon index) and the process's peak resident memory. Then the same for
 * a Latin, an Arabic, a Chinese and a Korean name, each in a fresh process, so the memory a worker
 * holds after drawing that name (its script faces included) is measured from a clean start.
 */
const BRIEF = {
  brandName: "Acme Bakery",
  description: "Artisan sourdough bakery with a warm, friendly feel",
};
const RUNS = 9;

/** Names in scripts whose faces differ most in size: Latin, Arabic, and two CJK faces (10 MB each). */
const SCRIPT_NAMES: readonly (BrandBrief & { script: string })[] = [
  { script: "Latin", brandName: "Acme Bakery", description: BRIEF.description },
  { script: "Arabic", brandName: "مخبز الياسمين", description: BRIEF.description },
  { script: "Chinese", brandName: "北京烤鸭店", description: BRIEF.description },
  { script: "Korean", brandName: "서울 베이커리", description: BRIEF.description },
];
const SCRIPT_RUNS = 5;

async function createOnce(
  provider: DesignEngineProvider,
  seed: number,
  brief: BrandBrief = BRIEF,
): Promise<number> {
  const started = performance.now();
  const directions = await provider.planDirections({ brief, count: 2, existing: [], seed });
  const jobs = directions.flatMap((direction) =>
    [0, 1, 2].map((variant) => provider.designLogo({ brief, direction, variant, seed })),
  );
  await Promise.all(jobs);
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

interface NameFigures {
  firstMs: number;
  medianMs: number;
  rssMb: number;
  peakRssMb: number;
}

/** In a fresh process: the first create (faces loaded), then warm ones, and the memory held. */
async function measureName(brief: BrandBrief): Promise<NameFigures> {
  const provider = new DesignEngineProvider();
  const firstMs = await createOnce(provider, 3, brief);
  const times: number[] = [];
  for (let run = 0; run < SCRIPT_RUNS; run++) times.push(await createOnce(provider, 3, brief));
  return {
    firstMs,
    medianMs: median(times),
    rssMb: process.memoryUsage().rss / 1e6,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

function measureNameInFreshProcess(index: number): NameFigures {
  const output = execFileSync("npx", ["tsx", __filename, "--name", String(index)], { encoding: "utf8" });
  const last = output.trim().split("\n").at(-1) ?? "{}";
  return JSON.parse(last) as NameFigures;
}

export async function benchEngine(): Promise<string[]> {
  const provider = new DesignEngineProvider();
  const coldStart = performance.now();
  await createOnce(provider, 1);
  const cold = performance.now() - coldStart;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await createOnce(provider, 1));
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  return [
    `engine: one brief, 6 logos (SVG + 1024 px PNG + 512 px preview), median of ${RUNS} runs: ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms)`,
    `engine: first run incl. loading fonts and icon index: ${cold.toFixed(0)} ms`,
    `engine: peak RSS ${peakRssMb.toFixed(0)} MB`,
    ...SCRIPT_NAMES.map((brief, index) => {
      const figures = measureNameInFreshProcess(index);
      return `engine, ${brief.script.padEnd(7)} name '${brief.brandName}': first create ${figures.firstMs.toFixed(0)} ms, then median ${figures.medianMs.toFixed(0)} ms; worker RSS after ${figures.rssMb.toFixed(0)} MB (peak ${figures.peakRssMb.toFixed(0)} MB)`;
    }),
  ];
}

const nameFlag = process.argv.indexOf("--name");
if (require.main === module && nameFlag >= 0) {
  const brief = SCRIPT_NAMES[Number(process.argv[nameFlag + 1])];
  if (!brief) throw new Error("No such name");
  measureName(brief).then((figures) => console.log(JSON.stringify(figures)));
} else if (require.main === module) {
  benchEngine()
    .then((lines) => {
      for (const line of lines) console.log(line);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
