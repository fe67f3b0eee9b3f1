/**
 * The shape both export triggers share: bound to their stage's bucket, no automatic retries (a
 * failed file is recorded on the export and 'Try again' starts a new run), and nothing heavy at
 * load time: every worker of a trigger loads this, and the image work is loaded only when a run
 * starts.
 */
import type { SecretParam } from "firebase-functions/params";
import { onObjectFinalized, type StorageOptions } from "firebase-functions/storage";
import { boundSecrets } from "../config/secrets";
import type { PipelineStage } from "../domain/exports/export-paths";
import { yieldToTheApiOnTheLocalStack } from "./local-priority";

type StageSettings = Pick<
  StorageOptions,
  "memory" | "cpu" | "concurrency" | "minInstances" | "maxInstances" | "timeoutSeconds"
>;

export function exportStageTrigger(
  stage: PipelineStage["stage"],
  bucket: NonNullable<StorageOptions["bucket"]>,
  settings: StageSettings,
  secrets: SecretParam[],
) {
  return onObjectFinalized(
    { bucket, ...settings, secrets: boundSecrets(secrets), retry: false },
    async (event) => {
      yieldToTheApiOnTheLocalStack();
      const { runExportStage } = await import("./run-export.js");
      await runExportStage({ stage, objectName: event.data.name, generation: String(event.data.generation) });
    },
  );
}
