import { DesignEngineProvider } from "../../functions/src/providers/logo-design/engine-provider";

/**
 * Times the offline design engine on one brief: plan 2 directions, then 6 logos, each as SVG
 * master, 1024 px PNG and 512 px preview. Reports the median of repeated runs (after one warm-up
 * that loads fonts and the icon index) and the process's peak resident memory.
 */
const BRIEF = {
  brandName: "Acme Bakery",
  description: "Artisan sourdough bakery with a warm, friendly feel",
};
const RUNS = 9;

async function createOnce(provider: DesignEngineProvider, seed: number): Promise<number> {
  const started = performance.now();
  const directions = await provider.planDirections({ brief: BRIEF, count: 2, existing: [], seed });
  const jobs = directions.flatMap((direction) =>
    [0, 1, 2].map((variant) => provider.designLogo({ brief: BRIEF, direction, variant, seed })),
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
  ];
}

if (require.main === module) {
  benchEngine()
    .then((lines) => {
      for (const line of lines) console.log(line);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
