/**
 * The secrets each function needs in a deployment, declared as parameters so that `firebase
 * deploy` binds them from Secret Manager (set with `firebase functions:secrets:set NAME`) and
 * the deploy preflight can check them. Running code reads them from the environment, where the
 * platform puts bound secrets, so the same code runs offline with none of them.
 */
import { defineSecret, type SecretParam } from "firebase-functions/params";

const STRIPE_SECRET_KEY = defineSecret("STRIPE_SECRET_KEY");
const STRIPE_WEBHOOK_SECRET = defineSecret("STRIPE_WEBHOOK_SECRET");
const REPLICATE_API_TOKEN = defineSecret("REPLICATE_API_TOKEN");

/** Payments (Stripe) and logo design (Replicate) run in the API. */
export const API_SECRETS = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, REPLICATE_API_TOKEN];
/** Export files of raster logos use Replicate's models when keyed. */
export const EXPORT_FILES_SECRETS = [REPLICATE_API_TOKEN];
/** The brand kit is always made by the local maker: it needs no secret. */
export const BRAND_KIT_SECRETS: SecretParam[] = [];

/**
 * The secrets to bind: all of them in a deployment, none under the Functions emulator. There
 * they come from functions/.env.local like any setting: a bound secret would make the emulator
 * ask Google's Secret Manager for its value at every worker start, which fails offline.
 */
export function boundSecrets<T>(secrets: T[]): T[] {
  return process.env.FUNCTIONS_EMULATOR === "true" ? [] : secrets;
}
