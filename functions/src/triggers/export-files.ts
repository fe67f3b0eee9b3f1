/**
 * The export pipeline's storage trigger: the finalize event of an export's source/original.<ext>
 * makes that export's download files, and the event of the request those files' run leaves
 * beside it makes the brand kit. It listens on the export-source bucket, which holds nothing but
 * those two objects of each export, so it runs twice per export and never for a generation, an
 * upload or its own outputs, which go to the default bucket. This file stays light: every worker
 * of the function loads it, and the image work is loaded only when an export runs.
 */
import { onObjectFinalized } from "firebase-functions/storage";
import { EXPORT_SOURCE_BUCKET } from "../config/export-source-bucket";
import { EXPORT_TRIGGER_SETTINGS } from "../config/function-settings";
import { boundSecrets, EXPORT_TRIGGER_SECRETS } from "../config/secrets";
import { yieldToTheApiOnTheLocalStack } from "./local-priority";

export const makeExportFiles = onObjectFinalized(
  {
    bucket: EXPORT_SOURCE_BUCKET,
    ...EXPORT_TRIGGER_SETTINGS,
    secrets: boundSecrets(EXPORT_TRIGGER_SECRETS),
    // No automatic retries: a failed file is recorded on the export and 'Try again' starts a new run.
    retry: false,
  },
  async (event) => {
    yieldToTheApiOnTheLocalStack();
    const { runExportForObject } = await import("./run-export.js");
    await runExportForObject({ objectName: event.data.name, generation: String(event.data.generation) });
  },
);
