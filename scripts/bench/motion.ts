import { readFileSync } from "node:fs";
import { MotionStyle } from "../../functions/src/contract";
import { sampleLogos } from "../../functions/src/providers/graphics/testing/sample-logos";
import { makeMotionFiles } from "../../functions/src/providers/motion/motion-files";
import { localMotionMaker } from "../../functions/src/providers/motion/motion-maker";

function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** User and system time of the waited-for ffmpeg processes, from /proc (clock ticks of 1/100 s). */
function childCpuMs(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/**
 * The logo in motion on three sample logos: 'Play''s watermarked animated SVG in each style (as
 * the API makes it the first time, before its cache), and the brand kit's whole motion/ folder
 * (Lottie, dotLottie, animated SVG, four MP4s, GIF and WebP) with the CPU of this process and of
 * ffmpeg. Aims: a preview under 1 s, the folder under 5 s of CPU.
 */
export async function benchMotion(): Promise<string[]> {
  const lines: string[] = [];
  const logos = sampleLogos();
  // A first folder loads the fonts, resvg and ffmpeg's pages: not what a warm instance pays.
  await makeMotionFiles(logos[0]?.svg ?? "", logos[0]?.brandName ?? "", "calm");
  for (const logo of logos) {
    const previews: string[] = [];
    for (const style of MotionStyle.options) {
      const started = performance.now();
      await localMotionMaker.animate(logo.svg, logo.brandName, style, "preview");
      previews.push(`${style} ${Math.round(performance.now() - started)}`);
    }
    lines.push(`${logo.brandName.padEnd(15)} preview (ms): ${previews.join(", ")}`);
    const own = ownCpuMs();
    const children = childCpuMs();
    const started = performance.now();
    const files = await makeMotionFiles(logo.svg, logo.brandName, "calm");
    const node = ownCpuMs() - own;
    const ffmpeg = childCpuMs() - children;
    const kb = [...files.values()].reduce((sum, file) => sum + file.bytes.length, 0) / 1024;
    lines.push(
      `${"".padEnd(15)} motion/ folder: ${((node + ffmpeg) / 1000).toFixed(1)} s CPU (node ${(node / 1000).toFixed(1)}, ffmpeg ${(ffmpeg / 1000).toFixed(1)}), wall ${((performance.now() - started) / 1000).toFixed(1)} s, ${files.size} files, ${Math.round(kb)} KB`,
    );
  }
  return lines;
}
