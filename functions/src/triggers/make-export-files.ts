/**
 * The export files trigger: the finalize event of an export's source/original.<ext> makes that
 * export's download files and then asks for its brand kit (make-export-kit.ts). It listens on the
 * export-source bucket, which holds nothing but those originals, so it runs once per export and
 * never for a generation, an upload or anything it writes itself.
 */
import { EXPORT_SOURCE_BUCKET } from "../config/export-buckets";
import { EXPORT_FILES_TRIGGER_SETTINGS } from "../config/function-settings";
import { EXPORT_FILES_SECRETS } from "../config/secrets";
import { exportStageTrigger } from "./export-stage-trigger";

export const makeExportFiles = exportStageTrigger(
  "files",
  EXPORT_SOURCE_BUCKET,
  EXPORT_FILES_TRIGGER_SETTINGS,
  EXPORT_FILES_SECRETS,
);
