/**
 * The Content-Security-Policy of index.html: everything the app may load, and from where, for one
 * build. Emulator and production builds talk to different Firebase origins, and Stripe's code is
 * allowed only when a publishable key makes the checkout use it, so the policy is computed at
 * build time (vite.config.ts writes it as a <meta http-equiv> into index.html). Hosting's header
 * (firebase.json) adds what a <meta> policy cannot carry: frame-ancestors.
 *
 * Node-free and DOM-free on purpose: vite.config.ts imports it, and so does its unit test.
 */

/** Where the browser's Firebase traffic goes in one build. */
type FirebaseOrigins =
  | {
      kind: "emulators";
      /** REST calls, and the helper iframe of Google sign-in. */
      auth: string;
      /** The export page's live listener (WebChannel over XHR). */
      firestore: string;
      /** Download-token URLs of previews, shown as <img> and drawn on the free sample's canvas. */
      storage: string;
    }
  | {
      kind: "production";
      /** The Auth domain (`<project>.firebaseapp.com` unless set), framed by Google sign-in. */
      authDomain: string;
    };

export interface ContentSecurityPolicyInput {
  firebase: FirebaseOrigins;
  /** The API's origin when VITE_API_BASE_URL is absolute; null when it is same-origin (`/api`). */
  apiOrigin: string | null;
  /** A publishable key is set, so the checkout loads Stripe's Payment Element. */
  stripe: boolean;
  /** `'sha256-…'` sources of the inline scripts index.html ships (vite.config.ts hashes them). */
  inlineScriptHashes: readonly string[];
}

/** The directives Hosting's header sends too (firebase.json); kept identical, see the test. */
export const BUILD_INDEPENDENT_DIRECTIVES = {
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
} as const;

/**
 * Firebase Auth loads Google's gapi loader for popup sign-in, in emulator builds as well (the
 * browser journeys serve a stand-in for it at this same URL).
 */
const GOOGLE_API_LOADER = "https://apis.google.com";
const PRODUCTION_AUTH_APIS = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];
const PRODUCTION_FIRESTORE = "https://firestore.googleapis.com";
const PRODUCTION_STORAGE = "https://firebasestorage.googleapis.com";
/** Profile pictures of Google accounts (user.photoURL), shown as the avatar. */
const GOOGLE_PROFILE_PICTURES = "https://lh3.googleusercontent.com";

/**
 * Stripe's documented sources for Stripe.js and the Payment Element (the Address Element's Google
 * Maps sources are left out: Markery does not use it). Stripe.js now also serves from
 * subdomains of js.stripe.com, the one host wildcard of the policy.
 */
const STRIPE_SCRIPTS = ["https://js.stripe.com", "https://*.js.stripe.com"];
const STRIPE_FRAMES = ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"];
const STRIPE_API = "https://api.stripe.com";

export function contentSecurityPolicy(input: ContentSecurityPolicyInput): string {
  const { firebase, stripe } = input;
  const emulators = firebase.kind === "emulators";
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    // Vite's bundles, the inline preload script of index.html by hash (never 'unsafe-inline'), and
    // no 'unsafe-eval'.
    "script-src": [
      "'self'",
      ...input.inlineScriptHashes,
      GOOGLE_API_LOADER,
      ...(stripe ? STRIPE_SCRIPTS : []),
    ],
    // MUI styles through emotion, which inserts <style> elements at run time, and sets style
    // attributes; neither can be hashed ahead of time, and a nonce needs a server per response,
    // which static Hosting has not. Inline styles cannot run code, so scripts stay strict.
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: for the watermark tile and generated avatars, blob: for object URLs of upload and
    // export previews.
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      ...(emulators ? [firebase.storage] : [PRODUCTION_STORAGE, GOOGLE_PROFILE_PICTURES]),
    ],
    "font-src": ["'self'"],
    "connect-src": [
      "'self'",
      ...(input.apiOrigin ? [input.apiOrigin] : []),
      ...(emulators ? [firebase.auth, firebase.firestore] : [...PRODUCTION_AUTH_APIS, PRODUCTION_FIRESTORE]),
      ...(stripe ? [STRIPE_API] : []),
    ],
    "frame-src": [
      emulators ? firebase.auth : `https://${firebase.authDomain}`,
      ...(stripe ? STRIPE_FRAMES : []),
    ],
    "worker-src": ["'none'"],
    ...BUILD_INDEPENDENT_DIRECTIVES,
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`)
    .join("; ");
}

/** The Firebase emulator ports firebase.json pins; the web app reaches them on the Auth host. */
export interface EmulatorPorts {
  firestore: number;
  storage: number;
}

/**
 * The policy's input from the same VITE_* settings, and defaults, as src/config/env.ts (which
 * cannot be imported here: it parses import.meta.env when loaded). The unit test checks both agree.
 */
export function contentSecurityPolicyInput(
  viteEnv: Readonly<Record<string, string | undefined>>,
  emulatorPorts: EmulatorPorts,
  inlineScriptHashes: readonly string[],
): ContentSecurityPolicyInput {
  const projectId = viteEnv.VITE_FIREBASE_PROJECT_ID ?? "demo-markery";
  const apiBaseUrl = viteEnv.VITE_API_BASE_URL ?? "/api";
  let firebase: FirebaseOrigins;
  if ((viteEnv.VITE_USE_EMULATORS ?? "true") === "true") {
    const auth = new URL(viteEnv.VITE_AUTH_EMULATOR_URL ?? "http://127.0.0.1:9099");
    // Firestore is connected on the Auth emulator's host (features/exports/api/exports-firestore.ts);
    // preview URLs name the Storage emulator as the API was told it (scripts/lib/stack.ts).
    const onAuthHost = (port: number) => `http://${auth.hostname}:${port}`;
    firebase = {
      kind: "emulators",
      auth: auth.origin,
      firestore: onAuthHost(emulatorPorts.firestore),
      storage: onAuthHost(emulatorPorts.storage),
    };
  } else {
    firebase = {
      kind: "production",
      authDomain: viteEnv.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    };
  }
  return {
    firebase,
    apiOrigin: /^https?:\/\//i.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : null,
    stripe: Boolean(viteEnv.VITE_STRIPE_PUBLISHABLE_KEY?.trim()),
    inlineScriptHashes,
  };
}
