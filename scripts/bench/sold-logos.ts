/**
 * The register of sold logos at scale: seeds 100,000 fingerprints into the Firestore emulator
 * (engine logos' real fingerprints, and copies of them moved by noise to fill the space the way
 * many customers' logos would), then times the look-alike query an export makes (the logo
 * against sold logos and sold symbols, findNearest with COSINE distance) and the fingerprint.
 *   npx tsx scripts/emulators-exec.ts "npx tsx scripts/bench/sold-logos.ts"
 */
import { randomUUID } from "node:crypto";
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../functions/src/config/firebase-admin";
import {
  lookAlikeOwnedByAnother,
  SOLD_LOGO_VECTOR,
  SOLD_LOGOS,
  SOLD_SYMBOL_VECTOR,
} from "../../functions/src/domain/look-alike/sold-logos";
import { designLogoSvg } from "../../functions/src/engine/design-logo";
import { planDirectionSpecs } from "../../functions/src/engine/directions";
import { UNIQUE_MARK_TRADES } from "../../functions/src/engine/marks/unique-mark-trades";
import { mixSeed } from "../../functions/src/engine/random";
import { silhouetteFingerprinter } from "../../functions/src/providers/look-alike/silhouette-fingerprinter";
import { percentile } from "./api";

const REGISTER_SIZE = Number(process.env.BENCH_REGISTER_SIZE ?? 100_000);
const QUERIES = 40;

function jittered(vector: readonly number[], amount: number): number[] {
  const moved = vector.map((value) => value + (Math.random() - 0.5) * amount);
  const norm = Math.hypot(...moved) || 1;
  return moved.map((value) => value / norm);
}

async function main(): Promise<void> {
  const db = getFirestore(adminApp());
  const fingerprints: { logo: number[]; symbol: number[] | null }[] = [];
  const fingerprintMs: number[] = [];
  for (const { description, names } of UNIQUE_MARK_TRADES) {
    for (const brandName of names) {
      const brief = { brandName, description };
      const seed = mixSeed("project", brandName);
      for (const spec of planDirectionSpecs(brief, 2, [], seed)) {
        for (const variant of [0, 1, 2]) {
          const { svg } = designLogoSvg(brief, spec, variant, seed);
          const started = performance.now();
          fingerprints.push(await silhouetteFingerprinter.ofVector(svg));
          fingerprintMs.push(performance.now() - started);
        }
      }
    }
  }
  console.log(
    `  fingerprint of an engine logo (both vectors): median ${percentile(fingerprintMs, 50).toFixed(1)} ms, p95 ${percentile(fingerprintMs, 95).toFixed(1)} ms over ${fingerprintMs.length}`,
  );

  const existing = (await db.collection(SOLD_LOGOS).count().get()).data().count;
  const started = performance.now();
  const writer = db.bulkWriter();
  for (let index = existing; index < REGISTER_SIZE; index++) {
    const base = fingerprints[index % fingerprints.length];
    if (!base) continue;
    writer.set(db.collection(SOLD_LOGOS).doc(`bench-${index}`), {
      ownerUid: `bench-owner-${index % 5000}`,
      exportId: `bench-${index}`,
      logoId: `bench-logo-${index}`,
      [SOLD_LOGO_VECTOR]: FieldValue.vector(jittered(base.logo, 0.2)),
      ...(base.symbol ? { [SOLD_SYMBOL_VECTOR]: FieldValue.vector(jittered(base.symbol, 0.2)) } : {}),
      createdAt: new Date(),
    });
    if ((index + 1) % 10_000 === 0) {
      await writer.flush();
      console.log(
        `  seeded ${index + 1} of ${REGISTER_SIZE} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
  await writer.close();
  const size = (await db.collection(SOLD_LOGOS).count().get()).data().count;

  const latencies: number[] = [];
  let found = 0;
  for (let query = 0; query < QUERIES; query++) {
    const probe = fingerprints[(query * 7) % fingerprints.length];
    if (!probe) continue;
    const begun = performance.now();
    const near = await lookAlikeOwnedByAnother(
      db,
      silhouetteFingerprinter,
      `bench-buyer-${randomUUID()}`,
      probe,
    );
    latencies.push(performance.now() - begun);
    if (near) found++;
  }
  console.log(
    `  look-alike query (logo vs sold logos, symbol vs sold symbols, logo vs sold symbols; findNearest, ${silhouetteFingerprinter.dimensions} dimensions) over ${size} sold logos: median ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms (${found} of ${latencies.length} probes met a look-alike)`,
  );
  console.log(
    `  what the register adds to an export: about ${(percentile(fingerprintMs, 50) + percentile(latencies, 50)).toFixed(0)} ms (fingerprint + query), before the credit transaction`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
