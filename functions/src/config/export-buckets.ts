/**
 * The export pipeline's two buckets as deploy-time parameters: each project (and each environment
 * of it) names its own in `functions/.env.<project>`, and the defaults follow the project id.
 * Each bucket has one trigger bound to it and nothing but that trigger's input in it, so a
 * trigger never starts for anything else, its own outputs included. Only the triggers'
 * declarations read the parameters; running code reads the same values from the environment
 * through `serverConfig()` (the platform exports resolved parameters there).
 */
import { defineString } from "firebase-functions/params";

export const EXPORT_SOURCE_BUCKET = defineString("EXPORT_SOURCE_BUCKET", {
  default: "{{ params.PROJECT_ID }}-export-sources",
  description:
    "Cloud Storage bucket that holds export sources only; the export files trigger listens on it. Create it before deploying.",
});

export const BRAND_KIT_REQUEST_BUCKET = defineString("BRAND_KIT_REQUEST_BUCKET", {
  default: "{{ params.PROJECT_ID }}-kit-requests",
  description:
    "Cloud Storage bucket that holds the export pipeline's brand kit requests only; the brand kit trigger listens on it. Create it before deploying.",
});
