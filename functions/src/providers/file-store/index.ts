export { cloudStorageFiles, type StorageBucket } from "./cloud-storage-files";
export { memoryFiles } from "./memory-files";
