/**
 * What the motion files cost: every file made for each sample logo (a 2 s animation held 1.5 s),
 * after a first run that loads everything. Prints this process's CPU seconds (drawing, frame
 * building), ffmpeg's (its processes' user and system time, which Linux adds to ours once they are
 * waited for) and the wall time.
 *   cd functions && npx tsx src/providers/motion/video/testing/measure-motion-cpu.ts
 */
import { readFileSync } from "node:fs";
import { sampleLogos } from "../../../graphics/testing/sample-logos";
import { transparentMasterForLightGrounds } from "../../../graphics/vector-renders";
import { makeMotionVideos } from "../motion-videos";
import { darkGroundMaster, growingLogo } from "./growing-logo";

const DURATION = 2;
const HOLD = 1.5;

function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

/** User and system time of the waited-for child processes, from /proc (clock ticks of 1/100 s). */
function childCpuSeconds(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function makeAll(master: string) {
  const light = (await transparentMasterForLightGrounds(master)) ?? master;
  const dark = await darkGroundMaster(master);
  return makeMotionVideos({
    frames: growingLogo(light, DURATION),
    darkFrames: growingLogo(dark, DURATION),
    duration: DURATION,
    hold: HOLD,
  });
}

export async function main(): Promise<void> {
  const logos = sampleLogos();
  await makeAll(logos[0]?.svg ?? "");
  for (const logo of logos) {
    const own = ownCpuSeconds();
    const children = childCpuSeconds();
    const started = performance.now();
    const files = await makeAll(logo.svg);
    const sizes = Object.entries(files).map(
      ([name, bytes]) => `${name} ${Math.round(bytes.length / 1024)} KB`,
    );
    console.log(
      `${logo.stem}: node ${(ownCpuSeconds() - own).toFixed(2)} s CPU, ffmpeg ${(childCpuSeconds() - children).toFixed(2)} s CPU, ` +
        `wall ${((performance.now() - started) / 1000).toFixed(2)} s; ${sizes.join(", ")}`,
    );
  }
}

if (require.main === module) void main();
