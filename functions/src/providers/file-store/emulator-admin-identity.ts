/**
 * How the API's Storage client identifies itself to a Storage emulator. @google-cloud/storage
 * sends no credentials to an emulator endpoint, so an emulator that keeps its admin API to the
 * admin SDK (Markery's does; see scripts/storage-emulator/access-control.ts) could not tell the
 * API from any web page. Against an emulator every request carries `Authorization: Bearer owner`,
 * the credential the Firebase emulators take as the admin SDK's; in production nothing changes.
 */
import { storageEmulatorOrigin } from "../../config/env";
import type { StorageBucket } from "./cloud-storage-files";

const EMULATOR_ADMIN_AUTHORIZATION = "Bearer owner";

const IDENTIFIED = Symbol.for("markery.storageEmulatorAdmin");

type StorageClient = StorageBucket["storage"] & { [IDENTIFIED]?: true };
type Interceptor = StorageClient["interceptors"][number];
type InterceptedOptions = ReturnType<Interceptor["request"]>;

/** Adds the admin credential to every request of the bucket's client (once per client). */
export function identifyAsEmulatorAdmin(bucket: StorageBucket): void {
  if (storageEmulatorOrigin() === null) return;
  const storage: StorageClient = bucket.storage;
  if (storage[IDENTIFIED]) return;
  storage.interceptors.push({
    request: (options) => {
      options.headers = { ...options.headers, Authorization: EMULATOR_ADMIN_AUTHORIZATION };
      // The library hands each interceptor its own options back; its type asks for a uri that the
      // resumable-upload path (which starts from {}) does not have, so the same object is returned.
      return options as InterceptedOptions;
    },
  });
  storage[IDENTIFIED] = true;
}
