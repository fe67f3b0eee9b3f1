/**
 * Fault injection for the emulator tests of 'Try again' (issue 8: "a failing step and its
 * retry"): a test writes emulatorFaults/{exportId} = { failTypes: [...] } and the real trigger's
 * processor fails those types. It exists only where FUNCTIONS_EMULATOR is "true", which the
 * Functions emulator sets and Cloud Functions never does; the collection is unreadable and
 * unwritable to browsers (firestore.rules denies by default).
 */
import { z } from "zod";
import type { ExportImageProcessor } from "../providers/export-images";
import { triggerServices } from "./trigger-services";

export const EMULATOR_FAULTS_COLLECTION = "emulatorFaults";

const FaultDocument = z.object({ failTypes: z.array(z.string()) });

export function runningInEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === "true";
}

export async function withEmulatorFaults(
  processor: ExportImageProcessor,
  exportId: string,
): Promise<ExportImageProcessor> {
  if (!runningInEmulator()) return processor;
  const snapshot = await triggerServices().db.collection(EMULATOR_FAULTS_COLLECTION).doc(exportId).get();
  const parsed = FaultDocument.safeParse(snapshot.data());
  if (!parsed.success || parsed.data.failTypes.length === 0) return processor;
  const failing = new Set(parsed.data.failTypes);
  return {
    name: `${processor.name} (emulator faults)`,
    resourceTypes: (source) => processor.resourceTypes(source),
    produce: async (type, source, options) => {
      if (failing.has(type)) throw new Error(`Injected emulator fault for ${type}`);
      return processor.produce(type, source, options);
    },
  };
}
