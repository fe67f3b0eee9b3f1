/**
 * Fault injection for the emulator tests of 'Try again' (a failing step and its retry): a test
 * writes emulatorFaults/{exportId} = { failTypes: [...] } and the real trigger's
 * processor fails those types; KIT_REQUEST_FAULT among them makes the files run's request for the
 * brand kit's run fail to write. It exists only where FUNCTIONS_EMULATOR is "true", which the
 * Functions emulator sets and Cloud Functions never does; the collection is unreadable and
 * unwritable to browsers (firestore.rules denies by default).
 */
import { z } from "zod";
import { runningInFunctionsEmulator } from "../config/env";
import { EXPORT_FILE } from "../contract";
import type { ExportMakers, ExportServices } from "../domain/ports/export-services";

export const EMULATOR_FAULTS_COLLECTION = "emulatorFaults";
export const KIT_REQUEST_FAULT = "brand_kit_request";

const FaultDocument = z.object({ failTypes: z.array(z.string()) });

export function runningInEmulator(): boolean {
  return runningInFunctionsEmulator();
}

export async function withEmulatorFaults<S extends ExportServices>(
  services: S,
  makers: ExportMakers,
  exportId: string,
): Promise<{ services: S; makers: ExportMakers }> {
  if (!runningInEmulator()) return { services, makers };
  const snapshot = await services.db.collection(EMULATOR_FAULTS_COLLECTION).doc(exportId).get();
  const parsed = FaultDocument.safeParse(snapshot.data());
  if (!parsed.success || parsed.data.failTypes.length === 0) return { services, makers };
  const failing = new Set(parsed.data.failTypes);
  const { images, brandKit } = makers;
  return {
    services: failing.has(KIT_REQUEST_FAULT)
      ? {
          ...services,
          kitRequests: {
            ...services.kitRequests,
            createOnce: async () => {
              throw new Error("Injected emulator fault for the brand kit's request");
            },
          },
        }
      : services,
    makers: {
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
          const kit = EXPORT_FILE.brandKit.id;
          if (failing.has(kit)) throw new Error(`Injected emulator fault for ${kit}`);
          return brandKit.analyse(source, brand);
        },
      },
    },
  };
}
