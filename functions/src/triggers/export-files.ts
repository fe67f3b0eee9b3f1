/**
 * The export files trigger: the finalize event of an export's source/original.<ext> makes that
 * export's download files and then asks for its brand kit (export-kit.ts). It listens on the
 * export-source bucket, which holds nothing but those originals, so it runs once per export and
 * never for a generation, an upload or anything it writes itself. This file stays light: every
 * worker of the function loads it, and the image work is loaded only when an export runs.
 */
import { onObjectFinalized } from "firebase-functions/storage";
import { EXPORT_SOURCE_BUCKET } from "../config/export-buckets";
import { EXPORT_FILES_TRIGGER_SETTINGS } from "../config/function-settings";
import { boundSecrets, EXPORT_FILES_SECRETS } from "../config/secrets";
import { yieldToTheApiOnTheLocalStack } from "./local-priority";

export const makeExportFiles = onObjectFinalized(
  {
    bucket: EXPORT_SOURCE_BUCKET,
    ...EXPORT_FILES_TRIGGER_SETTINGS,
    secrets: boundSecrets(EXPORT_FILES_SECRETS),
    // No automatic retries: a failed file is recorded on the export and 'Try again' starts a new run.
    retry: false,
  },
  async (event) => {
    yieldToTheApiOnTheLocalStack();
    const { runExportStage } = await import("./run-export.js");
    await runExportStage({
      stage: "files",
      objectName: event.data.name,
      generation: String(event.data.generation),
    });
  },
);
