/**
 * The per-user limiter under a burst: 40 requests of one user at once (the security review's 40
 * parallel previews), straight against the Firestore emulator, then that user's next request.
 * Each request runs as its own API instance would (the Functions emulator starts one worker per
 * concurrent request), so nothing in one process orders them. Prints how many were let through,
 * how many failed (errors, not 429s) and the latencies.
 *   npx tsx scripts/emulators-exec.ts "npx tsx scripts/bench/rate-limit.ts"
 */
import { randomUUID } from "node:crypto";
import { getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../functions/src/config/firebase-admin";
import { RATE_LIMITS } from "../../functions/src/config/rate-limits";
import { systemClock } from "../../functions/src/domain/ports/clock";
import { consumeRateLimit, InstanceLimits } from "../../functions/src/domain/rate-limit";
import { percentile } from "./api";

const BURST = 40;
const ROUNDS = 3;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T | Error }> {
  const started = performance.now();
  try {
    const value = await work();
    return { ms: performance.now() - started, value };
  } catch (error) {
    return {
      ms: performance.now() - started,
      value: error instanceof Error ? error : new Error(String(error)),
    };
  }
}

async function benchRateLimit(): Promise<string[]> {
  const db = getFirestore(adminApp());
  const instance = () => ({ db, clock: systemClock });
  const lines: string[] = [];
  for (const [label, limit] of [
    ["designPreview (300 a minute)", RATE_LIMITS.designPreview],
    ["10 a minute", { max: 10, windowSeconds: 60 }],
  ] as const) {
    const latencies: number[] = [];
    const next: number[] = [];
    let allowed = 0;
    let refused = 0;
    const errors = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const uid = `bench-${randomUUID()}`;
      const results = await Promise.all(
        Array.from({ length: BURST }, () =>
          timed(async () => {
            const started = performance.now();
            const outcome = await consumeRateLimit(
              instance(),
              new InstanceLimits(),
              uid,
              "designPreview",
              limit,
            );
            return { outcome, ms: performance.now() - started };
          }),
        ),
      );
      for (const result of results) {
        if (result.value instanceof Error) {
          const key = result.value.message.slice(0, 60);
          errors.set(key, (errors.get(key) ?? 0) + 1);
          latencies.push(result.ms);
        } else {
          latencies.push(result.value.ms);
          if (result.value.outcome.allowed) allowed++;
          else refused++;
        }
      }
      const after = await timed(() =>
        consumeRateLimit(instance(), new InstanceLimits(), uid, "designPreview", limit),
      );
      next.push(after.ms);
      if (after.value instanceof Error) errors.set(`next: ${after.value.message.slice(0, 50)}`, 1);
    }
    const failed =
      [...errors.entries()].map(([message, count]) => `${count}x "${message}"`).join(", ") || "none";
    lines.push(
      `${label}: ${ROUNDS} bursts of ${BURST} at once: ${allowed} allowed, ${refused} refused (429), errors: ${failed}`,
      `  latency median ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms; the user's next request ${next.map((ms) => ms.toFixed(0)).join(", ")} ms`,
    );
  }
  return lines;
}

if (require.main === module) {
  benchRateLimit()
    .then((lines) => {
      console.log("== per-user rate limiter, bursts of one user's requests ==");
      for (const line of lines) console.log(`  ${line}`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
