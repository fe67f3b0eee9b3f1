/**
 * The export trigger's bucket as a deploy-time parameter: each project (and each environment of
 * it) names its own bucket in `functions/.env.<project>`, and the default follows the project id.
 * Only the trigger's declaration reads the parameter; running code reads the same value from
 * the environment through `serverConfig()` (the platform exports resolved parameters there).
 */
import { defineString } from "firebase-functions/params";

export const EXPORT_SOURCE_BUCKET = defineString("EXPORT_SOURCE_BUCKET", {
  default: "{{ params.PROJECT_ID }}-export-sources",
  description:
    "Cloud Storage bucket that holds export sources only; the export trigger listens on it. Create it before deploying.",
});
