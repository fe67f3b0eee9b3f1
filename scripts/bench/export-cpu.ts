/**
 * What one export costs a warm trigger instance: the export's image files and its brand kit made
 * in this process for an engine logo, as the pipeline makes them, three times after a first run
 * that loads everything. Prints the wall time and the CPU seconds of each. `npm run bench --
 * capacity` runs it twice, pinned to one core (`taskset -c 0`, a 1 vCPU instance) and on every
 * core (two here), which is what the trigger's cpu setting is chosen from.
 *   npx tsx scripts/bench/export-cpu.ts
 */
import { cpus } from "node:os";
import { makeBrandKit } from "../../functions/src/domain/brand-kit/make-brand-kit";
import { LocalExportImageProcessor } from "../../functions/src/providers/export-images/local-processor";
import { engineLogoSource } from "../../functions/src/providers/export-images/testing/fixtures";
import { localBrandKitMaker } from "../../functions/src/providers/local-brand-kit-maker";
import { percentile } from "./api";
import { benchKitBrand } from "./kits";

const ROUNDS = 3;

function cpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

async function oneExport(): Promise<{ wallMs: number; cpu: number }> {
  const source = await engineLogoSource();
  const started = performance.now();
  const cpuBefore = cpuSeconds();
  const processor = new LocalExportImageProcessor();
  const deadline = Date.now() + 120_000;
  await Promise.all([
    ...processor.resourceTypes(source).map((type) => processor.produce(type, source, { deadline })),
    makeBrandKit(
      localBrandKitMaker(),
      source,
      benchKitBrand(source.brandName, "harbor-and-pine", "calm"),
      new Date(),
    ),
  ]);
  return { wallMs: performance.now() - started, cpu: cpuSeconds() - cpuBefore };
}

async function benchExportCpu(): Promise<string[]> {
  await oneExport();
  const runs = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(await oneExport());
  const cores = process.env.BENCH_CORES ?? String(cpus().length);
  return [
    `${cores} core(s): an export's files and brand kit in ${percentile(
      runs.map((run) => run.wallMs),
      50,
    ).toFixed(0)} ms (median of ${ROUNDS}, warm), ${percentile(
      runs.map((run) => run.cpu),
      50,
    ).toFixed(2)} s of CPU; peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  ];
}

if (require.main === module) {
  benchExportCpu()
    .then((lines) => {
      for (const line of lines) console.log(`  ${line}`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
