/**
 * Measures how long the local processor takes to make every export file, two at a time like
 * the pipeline: `npx tsx functions/src/providers/export-images/testing/measure-exports.ts [runs]`.
 * Prints wall time per export (median, max), per file, and the process CPU time, which stays
 * meaningful when other work shares the machine.
 */
import { cpus, loadavg } from "node:os";
import type { ExportSource, ProducedResourceType } from "../../../domain/ports/export-image-processor";
import { LocalExportImageProcessor } from "../local-processor";
import { DARK_ON_WHITE_SVG, engineLogoSource, rasterFromSvg } from "./fixtures";

async function forEachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

async function measure(label: string, makeSource: () => Promise<ExportSource>, runs: number): Promise<void> {
  const walls: number[] = [];
  const cpu: number[] = [];
  const perFile = new Map<ProducedResourceType, number[]>();
  const sizes = new Map<ProducedResourceType, string>();
  for (let run = 0; run < runs; run++) {
    // A fresh processor and source each run: nothing is reused from the previous export.
    const processor = new LocalExportImageProcessor();
    const source = await makeSource();
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    await forEachLimited(processor.resourceTypes(source), 2, async (type) => {
      const fileStarted = performance.now();
      const file = await processor.produce(type, source, { deadline: Date.now() + 120_000 });
      const list = perFile.get(type) ?? [];
      list.push(performance.now() - fileStarted);
      perFile.set(type, list);
      sizes.set(type, `${file.width}x${file.height} ${(file.bytes.length / 1024).toFixed(0)} KB`);
    });
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(
    `${label}: all files, 2 at a time, ${runs} runs: median ${median(walls).toFixed(0)} ms, max ${Math.max(...walls).toFixed(0)} ms; CPU median ${median(cpu).toFixed(0)} ms`,
  );
  for (const [type, times] of perFile)
    console.log(`  ${type.padEnd(16)} median ${median(times).toFixed(0).padStart(5)} ms  ${sizes.get(type)}`);
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 5);
  console.log(
    `${cpus().length} cores, load average ${loadavg()
      .map((v) => v.toFixed(1))
      .join(" ")}`,
  );
  await measure("engine logo (vector)", () => engineLogoSource(), runs);
  const raster = await rasterFromSvg(DARK_ON_WHITE_SVG);
  await measure(
    "raster logo 1024 px",
    async () => ({ kind: "raster", image: raster, brandName: "Test" }),
    runs,
  );
  console.log(
    `load average after ${loadavg()
      .map((v) => v.toFixed(1))
      .join(" ")}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
