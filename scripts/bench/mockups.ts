import { NO_DETAILS } from "../../functions/src/domain/stationery/stationery-plan";
import { logoArtOf } from "../../functions/src/providers/graphics/logo-art";
import { sampleLogos } from "../../functions/src/providers/graphics/testing/sample-logos";
import { timeMockups } from "../../functions/src/providers/mockups";
import { makeStationery } from "../../functions/src/providers/stationery/stationery-maker";

/**
 * The mockup scenes and the stationery, timed on three different logos (one designed on a dark
 * ground): each 'See it in use' preview scene drawn alone, every full-size scene of an export (as
 * the brand kit makes them, two at a time), and the six stationery files. Aims: under 300 ms per
 * preview scene, under 3 s for all full-size scenes.
 */
export async function benchMockups(): Promise<string[]> {
  const lines: string[] = [];
  for (const logo of sampleLogos()) {
    const timings = await timeMockups(logo.svg, logo.brandName);
    const slowest = Math.max(...Object.values(timings.previewMsByScene).map((ms) => ms ?? 0));
    const art = await logoArtOf({ kind: "vector", svg: logo.svg, brandName: logo.brandName });
    const started = performance.now();
    await makeStationery(art, logo.stem, NO_DETAILS);
    const stationeryMs = Math.round(performance.now() - started);
    lines.push(
      `${logo.brandName.padEnd(15)} preview ${timings.previewMsPerScene} ms/scene (slowest ${slowest} ms) · all 8 full-size ${timings.fullMsAll} ms · stationery (6 files) ${stationeryMs} ms`,
    );
  }
  lines.push(`peak resident memory of this process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
  return lines;
}
