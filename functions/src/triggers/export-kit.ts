/**
 * The brand kit trigger: the finalize event of a files run's request makes that export's brand
 * kit. It listens on the kit request bucket, which holds nothing but those requests, so it runs
 * once per export's files run and never for anything it writes itself. Light like its sibling:
 * the kit's modules are loaded when a run starts.
 */
import { onObjectFinalized } from "firebase-functions/storage";
import { BRAND_KIT_REQUEST_BUCKET } from "../config/export-buckets";
import { BRAND_KIT_TRIGGER_SETTINGS } from "../config/function-settings";
import { BRAND_KIT_SECRETS, boundSecrets } from "../config/secrets";
import { yieldToTheApiOnTheLocalStack } from "./local-priority";

export const makeExportBrandKit = onObjectFinalized(
  {
    bucket: BRAND_KIT_REQUEST_BUCKET,
    ...BRAND_KIT_TRIGGER_SETTINGS,
    secrets: boundSecrets(BRAND_KIT_SECRETS),
    // No automatic retries: a failed kit is recorded on the export and 'Try again' starts a new run.
    retry: false,
  },
  async (event) => {
    yieldToTheApiOnTheLocalStack();
    const { runExportStage } = await import("./run-export.js");
    await runExportStage({
      stage: "kit",
      objectName: event.data.name,
      generation: String(event.data.generation),
    });
  },
);
