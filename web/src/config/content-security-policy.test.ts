import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  BUILD_INDEPENDENT_DIRECTIVES,
  type ContentSecurityPolicyInput,
  contentSecurityPolicy,
  contentSecurityPolicyInput,
} from "./content-security-policy";
import { env } from "./env";

const PORTS = { firestore: 8080, storage: 9199 };
const HASH = "'sha256-PPATs3PJjqjwITwrf43pDvCUC8w9KVVMti7AQ39w+F4='";
const PRODUCTION = { VITE_USE_EMULATORS: "false", VITE_FIREBASE_PROJECT_ID: "markery-prod" };
const STRIPE = { VITE_STRIPE_PUBLISHABLE_KEY: "pk_test_123" };

function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `${name} appears once`).toBe(false);
    directives.set(name, sources);
  }
  return directives;
}

function policyFor(viteEnv: Record<string, string | undefined>, hashes = [HASH]): Map<string, string[]> {
  return directivesOf(contentSecurityPolicy(contentSecurityPolicyInput(viteEnv, PORTS, hashes)));
}

const VARIANTS: Record<string, Record<string, string>> = {
  "emulators, no Stripe": {},
  "emulators, Stripe": STRIPE,
  "production, no Stripe": PRODUCTION,
  "production, Stripe": { ...PRODUCTION, ...STRIPE },
};

describe("the policy of an emulator build (the defaults)", () => {
  const policy = policyFor({});

  it("allows the emulators' origins and no production Firebase origin", () => {
    expect(policy.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:9099", "http://127.0.0.1:8080"]);
    expect(policy.get("frame-src")).toEqual(["http://127.0.0.1:9099"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "http://127.0.0.1:9199"]);
    expect([...policy.values()].flat().filter((source) => source.includes("googleapis.com"))).toEqual([]);
  });

  it("runs only our bundles, the hashed inline script and Google's sign-in loader", () => {
    expect(policy.get("script-src")).toEqual(["'self'", HASH, "https://apis.google.com"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("puts the emulators on the Auth emulator's host, as the app does", () => {
    const local = policyFor({ VITE_AUTH_EMULATOR_URL: "http://localhost:9099" });
    expect(local.get("connect-src")).toEqual(["'self'", "http://localhost:9099", "http://localhost:8080"]);
    expect(local.get("img-src")).toContain("http://localhost:9199");
  });
});

describe("the policy of a production build", () => {
  it("allows Firebase's production origins and the project's Auth domain, never the emulators", () => {
    const policy = policyFor(PRODUCTION);
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://firestore.googleapis.com",
    ]);
    expect(policy.get("frame-src")).toEqual(["https://markery-prod.firebaseapp.com"]);
    expect(policy.get("img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://firebasestorage.googleapis.com",
      "https://lh3.googleusercontent.com",
    ]);
    expect(contentSecurityPolicy(contentSecurityPolicyInput(PRODUCTION, PORTS, []))).not.toMatch(
      /127\.0\.0\.1|localhost|http:/,
    );
  });

  it("frames a custom Auth domain instead of the default one", () => {
    const policy = policyFor({ ...PRODUCTION, VITE_FIREBASE_AUTH_DOMAIN: "auth.markery.app" });
    expect(policy.get("frame-src")).toEqual(["https://auth.markery.app"]);
  });

  it("connects to an API on another origin only when VITE_API_BASE_URL names one", () => {
    expect(policyFor(PRODUCTION).get("connect-src")).not.toContain("https://api.markery.app");
    const policy = policyFor({ ...PRODUCTION, VITE_API_BASE_URL: "https://api.markery.app/v1" });
    expect(policy.get("connect-src")).toContain("https://api.markery.app");
  });
});

describe("Stripe", () => {
  it("is allowed only with a publishable key: its script, its frames and its API", () => {
    for (const base of [{}, PRODUCTION]) {
      expect(contentSecurityPolicy(contentSecurityPolicyInput(base, PORTS, []))).not.toContain("stripe");
      const policy = policyFor({ ...base, ...STRIPE });
      expect(policy.get("script-src")).toEqual(
        expect.arrayContaining(["https://js.stripe.com", "https://*.js.stripe.com"]),
      );
      expect(policy.get("frame-src")).toEqual(
        expect.arrayContaining([
          "https://js.stripe.com",
          "https://*.js.stripe.com",
          "https://hooks.stripe.com",
        ]),
      );
      expect(policy.get("connect-src")).toContain("https://api.stripe.com");
    }
  });

  it("is not allowed for a blank key, which the app treats as none", () => {
    const policy = contentSecurityPolicy(
      contentSecurityPolicyInput({ VITE_STRIPE_PUBLISHABLE_KEY: "  " }, PORTS, []),
    );
    expect(policy).not.toContain("stripe");
  });
});

describe.each(Object.entries(VARIANTS))("every build (%s)", (_name, viteEnv) => {
  const policy = policyFor(viteEnv);
  const sources = [...policy.values()].flat();

  it("never allows eval, inline scripts, or any origin at all", () => {
    expect(sources).not.toContain("'unsafe-eval'");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    // No bare `*` or scheme-only source (`https:`); the one host wildcard is Stripe's own.
    expect(sources.filter((source) => source === "*" || /^[a-z][a-z0-9+.-]*:$/i.test(source))).toEqual([
      "data:",
      "blob:",
    ]);
    expect(policy.get("img-src")).toEqual(expect.arrayContaining(["data:", "blob:"]));
    const withStripe = "VITE_STRIPE_PUBLISHABLE_KEY" in viteEnv;
    const wildcards = new Set(sources.filter((source) => source.includes("*")));
    expect(wildcards).toEqual(new Set(withStripe ? ["https://*.js.stripe.com"] : []));
  });

  it("lists the inline scripts' hashes, and only them, beside 'self'", () => {
    expect(policy.get("script-src")?.filter((source) => source.startsWith("'"))).toEqual(["'self'", HASH]);
  });

  it("keeps plugins, <base> and form posts to our origin, and runs no workers", () => {
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("worker-src")).toEqual(["'none'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe("Hosting's headers (firebase.json)", () => {
  interface HeaderRule {
    source?: string;
    regex?: string;
    headers: { key: string; value: string }[];
  }
  const firebaseJson: { hosting: { headers: HeaderRule[] } } = JSON.parse(
    readFileSync(resolve(__dirname, "../../../firebase.json"), "utf8"),
  );
  const framingRule = firebaseJson.hosting.headers.find((rule) =>
    rule.headers.some((header) => header.key === "Content-Security-Policy"),
  );
  const headerPolicy = framingRule?.headers.find((header) => header.key === "Content-Security-Policy")?.value;

  it("refuse framing, which only a header can do", () => {
    expect(directivesOf(headerPolicy ?? "").get("frame-ancestors")).toEqual(["'none'"]);
    expect(framingRule?.headers).toContainEqual({ key: "X-Frame-Options", value: "DENY" });
  });

  it("refuse it for the whole app, but not for Firebase's reserved /__/ pages or the API", () => {
    // The default Auth domain, <project>.firebaseapp.com, is this Hosting site: Google sign-in
    // frames its /__/auth/iframe, which must stay frameable. The API under /api/ sends its own,
    // stricter policy (default-src 'none'), which Hosting's would replace. Hosting matches `regex`
    // with RE2, which has no lookahead, hence the spelled-out pattern; JavaScript reads it the same way.
    const pattern = new RegExp(framingRule?.regex ?? "(?!)", "u");
    for (const path of [
      "/",
      "/create",
      "/my-logos",
      "/exports/abc",
      "/assets/index-x.js",
      "/a",
      "/ap",
      "/api",
      "/apix",
      "/apple-touch-icon.png",
      "/_x",
      "/__x",
    ]) {
      expect(pattern.test(path), path).toBe(true);
    }
    for (const path of [
      "/__/auth/iframe",
      "/__/auth/handler",
      "/__/firebase/init.json",
      "/api/logos/quota",
      "/api/exports/e1/resources/low_ql/blob",
    ]) {
      expect(pattern.test(path), path).toBe(false);
    }
  });

  it("restrict nothing the meta policy allows: both are enforced, so they must agree", () => {
    const header = directivesOf(headerPolicy ?? "");
    const meta = policyFor(VARIANTS["production, Stripe"] ?? {});
    expect([...header.keys()].sort()).toEqual(
      ["frame-ancestors", ...Object.keys(BUILD_INDEPENDENT_DIRECTIVES)].sort(),
    );
    for (const [name, sources] of header) {
      if (name !== "frame-ancestors") expect(sources, name).toEqual(meta.get(name));
    }
  });
});

describe("the settings it is computed from", () => {
  it("are read as src/config/env.ts reads them", () => {
    const input: ContentSecurityPolicyInput = contentSecurityPolicyInput(import.meta.env, PORTS, []);
    expect(input.firebase.kind === "emulators").toBe(env.useEmulators);
    if (input.firebase.kind === "emulators") {
      expect(input.firebase.auth).toBe(new URL(env.authEmulatorUrl).origin);
    } else {
      expect(input.firebase.authDomain).toBe(env.firebaseAuthDomain);
    }
    expect(input.stripe).toBe(Boolean(env.stripePublishableKey));
    expect(input.apiOrigin).toBe(/^https?:/.test(env.apiBaseUrl) ? new URL(env.apiBaseUrl).origin : null);
  });
});
