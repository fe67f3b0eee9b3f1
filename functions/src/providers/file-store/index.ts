export { cloudStorageFiles, type StorageBucket } from "./cloud-storage-files";
export { EMULATOR_ADMIN_AUTHORIZATION, identifyAsEmulatorAdmin } from "./emulator-admin-identity";
export { memoryFiles } from "./memory-files";
