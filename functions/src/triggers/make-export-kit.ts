/**
 * The brand kit trigger: the finalize event of a files run's request makes that export's brand
 * kit. It listens on the kit request bucket, which holds nothing but those requests, so it runs
 * once per export's files run and never for anything it writes itself.
 */
import { BRAND_KIT_REQUEST_BUCKET } from "../config/export-buckets";
import { BRAND_KIT_TRIGGER_SETTINGS } from "../config/function-settings";
import { BRAND_KIT_SECRETS } from "../config/secrets";
import { exportStageTrigger } from "./export-stage-trigger";

export const makeExportBrandKit = exportStageTrigger(
  "kit",
  BRAND_KIT_REQUEST_BUCKET,
  BRAND_KIT_TRIGGER_SETTINGS,
  BRAND_KIT_SECRETS,
);
