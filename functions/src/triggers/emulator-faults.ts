/**
 * Fault injection for the emulator tests of 'Try again' (a failing step and its retry): a test
 * writes emulatorFaults/{exportId} = { failTypes: [...] } and the real trigger's
 * processor fails those types. It exists only where FUNCTIONS_EMULATOR is "true", which the
 * Functions emulator sets and Cloud Functions never does; the collection is unreadable and
 * unwritable to browsers (firestore.rules denies by default).
 */
import { z } from "zod";
import type { ExportMakers } from "../domain/exports/export-pipeline";
import type { DomainServices } from "../domain/services";

export const EMULATOR_FAULTS_COLLECTION = "emulatorFaults";

const FaultDocument = z.object({ failTypes: z.array(z.string()) });

export function runningInEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === "true";
}

export async function withEmulatorFaults(
  services: Pick<DomainServices, "db">,
  makers: ExportMakers,
  exportId: string,
): Promise<ExportMakers> {
  if (!runningInEmulator()) return makers;
  const snapshot = await services.db.collection(EMULATOR_FAULTS_COLLECTION).doc(exportId).get();
  const parsed = FaultDocument.safeParse(snapshot.data());
  if (!parsed.success || parsed.data.failTypes.length === 0) return makers;
  const failing = new Set(parsed.data.failTypes);
  const { images, brandKit } = makers;
  return {
    images: {
      name: `${images.name} (emulator faults)`,
      resourceTypes: (source) => images.resourceTypes(source),
      produce: async (type, source, options) => {
        if (failing.has(type)) throw new Error(`Injected emulator fault for ${type}`);
        return images.produce(type, source, options);
      },
    },
    brandKit: {
      name: `${brandKit.name} (emulator faults)`,
      analyse: async (source, brand) => {
        if (failing.has("brand_kit")) throw new Error("Injected emulator fault for brand_kit");
        return brandKit.analyse(source, brand);
      },
    },
  };
}
