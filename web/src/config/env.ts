import { z } from "zod";

/**
 * Build-time settings, checked once. With none set the app talks to the local emulator suite
 * of the `demo-markery` project, which can never reach a real Firebase project.
 */
const EnvSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().default("demo-markery"),
  VITE_FIREBASE_API_KEY: z.string().default("demo-api-key"),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_USE_EMULATORS: z.enum(["true", "false"]).default("true"),
  VITE_AUTH_EMULATOR_URL: z.string().default("http://127.0.0.1:9099"),
  VITE_API_BASE_URL: z.string().default("/api"),
  // Set with the API's STRIPE_SECRET_KEY: the checkout then shows Stripe's Payment Element. An
  // empty value (a blank line in .env) means none, so the offline card form stays.
  VITE_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
});

const parsed = EnvSchema.parse(import.meta.env);

export const env = {
  firebaseProjectId: parsed.VITE_FIREBASE_PROJECT_ID,
  firebaseApiKey: parsed.VITE_FIREBASE_API_KEY,
  firebaseAuthDomain:
    parsed.VITE_FIREBASE_AUTH_DOMAIN ?? `${parsed.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
  useEmulators: parsed.VITE_USE_EMULATORS === "true",
  authEmulatorUrl: parsed.VITE_AUTH_EMULATOR_URL,
  apiBaseUrl: parsed.VITE_API_BASE_URL,
  stripePublishableKey: parsed.VITE_STRIPE_PUBLISHABLE_KEY,
};
