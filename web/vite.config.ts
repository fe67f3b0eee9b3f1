import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type Plugin, type ResolvedConfig, type Rollup } from "vite";
import { z } from "zod";
import {
  contentSecurityPolicy,
  contentSecurityPolicyInput,
  type EmulatorPorts,
} from "./src/config/content-security-policy";
import { HERO_EXAMPLE_URL } from "./src/features/landing/data/example-logos";

const NO_REALTIME_DATABASE = "\0markery:reactfire-without-realtime-database";

/**
 * reactfire ships as one file that imports every Firebase SDK, and Firebase SDKs register
 * themselves on import, so nothing is tree-shaken: every page would carry Firestore, Realtime
 * Database, Storage, Functions and Remote Config (about 250 KB gzip) with reactfire, which the
 * session loads after the first paint (lib/firebase-providers.tsx), although only Auth is used.
 * Those SDKs are marked side-effect free (kept, with their registration, as soon as any code
 * really uses one of their exports), and reactfire's Realtime Database import, which a
 * module-level table keeps alive, gets stubs: Markery has no Realtime Database.
 */
function leaveOutUnusedFirebaseSdks(): Plugin {
  return {
    name: "markery:leave-out-unused-firebase-sdks",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source === "firebase/database" && importer?.includes("/node_modules/reactfire/")) {
        return NO_REALTIME_DATABASE;
      }
      if (!/^@?firebase\/(firestore|functions|remote-config|storage)$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, moduleSideEffects: false } : null;
    },
    load(id) {
      if (id !== NO_REALTIME_DATABASE) return null;
      const names = [
        "get",
        "off",
        "onChildAdded",
        "onChildChanged",
        "onChildMoved",
        "onChildRemoved",
        "onValue",
      ];
      return names
        .map((name) => `export function ${name}() { throw new Error("Realtime Database is not bundled"); }`)
        .join("\n");
    },
  };
}

const CHARSET_META = /<meta\s+charset=[^>]*>/i;

const CONTRACT_DIR = fileURLToPath(new URL("../functions/src/contract/", import.meta.url));

/**
 * The contract's modules only declare constants and zod schemas: a page that imports a few of
 * its constants (the landing page's prices and names) should not carry every schema and zod
 * with them. Marked side-effect free, a contract module is bundled only where one of its exports
 * is used.
 */
function contractWithoutSideEffects(): Plugin {
  return {
    name: "markery:contract-without-side-effects",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !(source.startsWith("@contract") || importer.startsWith(CONTRACT_DIR))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.startsWith(CONTRACT_DIR)) return null;
      return { ...resolved, moduleSideEffects: false };
    },
  };
}

/**
 * Most visitors arrive on the landing page, whose largest paint is the hero logo. On /login
 * (app.html, no prerendered HTML) the browser would find it only once the app has rendered; on /
 * the prerendered <img> is further down than the module scripts. On both, this script in <head>
 * starts that download first (other pages are not slowed down). The landing route is part of the
 * entry (app/router.tsx), so its scripts are already in index.html; should it become a chunk of
 * its own again, its modules are preloaded here too.
 */
function preloadLandingPage(): Plugin {
  return {
    name: "markery:preload-landing-page",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = new Map(
          Object.values(bundle).flatMap((output) =>
            output.type === "chunk" ? [[output.fileName, output]] : [],
          ),
        );
        const landing = [...chunks.values()].find((chunk) =>
          chunk.moduleIds.some((id) => id.endsWith("/src/app/routes/landing.tsx")),
        );
        if (!landing) this.error("no chunk holds src/app/routes/landing.tsx");
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || html.includes(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(landing.fileName);
        const modules = JSON.stringify([...files].map((file) => `/${file}`));
        const script = `(function(){var p=location.pathname;if(p!=="/"&&p!=="/login")return;var h=document.head;${modules}.forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;h.appendChild(l)});var i=document.createElement("link");i.rel="preload";i.as="image";i.href=${JSON.stringify(HERO_EXAMPLE_URL)};i.setAttribute("fetchpriority","high");h.appendChild(i)})();`;
        // First in <head> (after <meta charset>, where the policy's <meta> goes too): the hero
        // image is then requested before the module scripts fill the browser's connections.
        if (!CHARSET_META.test(html)) this.error("index.html has no <meta charset>");
        return html.replace(CHARSET_META, (tag) => `${tag}\n    <script>${script}</script>`);
      },
    },
  };
}

const FirebaseJsonEmulators = z.object({
  emulators: z.object({
    firestore: z.object({ port: z.number() }),
    storage: z.object({ port: z.number() }),
  }),
});

/** firebase.json pins the emulator ports; the policy follows it rather than repeating them. */
function emulatorPorts(): EmulatorPorts {
  const firebaseJson = readFileSync(fileURLToPath(new URL("../firebase.json", import.meta.url)), "utf8");
  const { emulators } = FirebaseJsonEmulators.parse(JSON.parse(firebaseJson));
  return { firestore: emulators.firestore.port, storage: emulators.storage.port };
}

const ZOD_CORE = /\/node_modules\/zod\/v4\/core\/core\.js$/;

/**
 * zod builds faster object parsers with `new Function` where eval is allowed, and finds out by
 * trying it once: under our policy (no 'unsafe-eval') that try is refused, and every page load
 * reports a CSP violation. zod's documented switch for such pages, `config({ jitless: true })`,
 * is called at the end of zod's own core module, so it runs before any schema of any chunk is
 * built (a call in app code could run after the contract's schemas, depending on chunking).
 * Build only: the policy too exists only in builds.
 */
function zodWithoutEval(): Plugin {
  let configured = false;
  return {
    name: "markery:zod-without-eval",
    apply: "build",
    transform(code, id) {
      if (!ZOD_CORE.test(id)) return null;
      if (!code.includes("export function config(")) this.error("zod's core no longer defines config()");
      configured = true;
      // Appended, so every line above keeps its place and the source map stays true.
      return { code: `${code}\nconfig({ jitless: true });\n`, map: null };
    },
    buildEnd(error) {
      if (!error && !configured) this.error("zod's core module was not found: check zodWithoutEval()");
    },
  };
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** A CSP hash source for each inline script of a page, over the exact bytes of its body. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body = ""]) => {
    const digest = createHash("sha256").update(body, "utf8").digest("base64");
    return `'sha256-${digest}'`;
  });
}

/**
 * Writes the build's Content-Security-Policy (src/config/content-security-policy.ts) into
 * index.html as a <meta http-equiv>, right after <meta charset> so that it governs every tag.
 * It runs on the finished file, after every other plugin, so the hashes of its inline scripts
 * (the landing page's preload script) are those of the bytes that ship.
 */
function contentSecurityPolicyMeta(): Plugin {
  let viteEnv: Record<string, string | undefined> = {};
  return {
    name: "markery:content-security-policy",
    apply: "build",
    configResolved(config) {
      viteEnv = config.env;
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== "asset" || !output.fileName.endsWith(".html")) continue;
          const html =
            typeof output.source === "string" ? output.source : new TextDecoder().decode(output.source);
          const input = contentSecurityPolicyInput(viteEnv, emulatorPorts(), inlineScriptHashes(html));
          const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(input)}" />`;
          if (!CHARSET_META.test(html)) this.error(`${output.fileName} has no <meta charset>`);
          output.source = html.replace(CHARSET_META, (tag) => `${tag}\n    ${meta}`);
        }
      },
    },
  };
}

const ALIASES = {
  "@contract": fileURLToPath(new URL("../functions/src/contract/index.ts", import.meta.url)),
  "@": fileURLToPath(new URL("./src", import.meta.url)),
};

const EMPTY_ROOT = '<div id="root"></div>';

/** Where the build writes the page every path but `/` gets: the app without prerendered HTML. */
const APP_SHELL_FILE = "app.html";

/**
 * The landing page is most visitors' first page and its largest paint is the hero: rendered at
 * build time into index.html (src/app/prerender-landing.tsx), it paints as soon as the HTML and
 * its styles arrive, instead of after the entry's JavaScript has run and React has rendered;
 * main.tsx then hydrates it. Every other path is served app.html, the same page with an empty
 * root (firebase.json rewrites to it), so /login or /create never flash the landing page.
 * The renderer is bundled for Node with everything it imports, so it uses the very React, MUI
 * and emotion modules the browser does; its bundle stays out of dist.
 */
function prerenderLandingPage(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "markery:prerender-landing-page",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: "post",
      async handler() {
        const outDir = join(config.root, "node_modules", ".cache", "markery-prerender");
        const result = await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: "warn",
          resolve: { alias: ALIASES },
          plugins: [react(), contractWithoutSideEffects()],
          ssr: { noExternal: true },
          build: {
            ssr: "src/app/prerender-landing.tsx",
            outDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
          },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
        const entry = outputs
          .flatMap((output) => output.output)
          .find((chunk) => chunk.type === "chunk" && chunk.isEntry);
        if (!entry) this.error("the landing page's renderer was not built");
        const renderer: typeof import("./src/app/prerender-landing") = await import(
          pathToFileURL(join(outDir, entry.fileName)).href
        );
        const { html, styleTags } = renderer.prerenderLandingPage();

        const distDir = resolve(config.root, config.build.outDir);
        const shell = readFileSync(join(distDir, "index.html"), "utf8");
        if (!shell.includes(EMPTY_ROOT)) this.error(`index.html has no ${EMPTY_ROOT}`);
        if (!shell.includes("</head>")) this.error("index.html has no </head>");
        writeFileSync(join(distDir, APP_SHELL_FILE), shell);
        const landing = shell
          .replace("</head>", () => `${styleTags}\n  </head>`)
          .replace(EMPTY_ROOT, () => `<div id="root">${html}</div>`);
        writeFileSync(join(distDir, "index.html"), landing);
      },
    },
  };
}

const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? "demo-markery";

export default defineConfig({
  // The policy plugin hashes the finished index.html, so it stays last of those that change it;
  // the prerender copies the finished page once it is written.
  plugins: [
    react(),
    leaveOutUnusedFirebaseSdks(),
    contractWithoutSideEffects(),
    preloadLandingPage(),
    zodWithoutEval(),
    contentSecurityPolicyMeta(),
    prerenderLandingPage(),
  ],
  resolve: { alias: ALIASES },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    // `npm run dev`: Vite with hot reload, /api forwarded to the Functions emulator as Hosting does.
    proxy: {
      "/api": {
        target: "http://127.0.0.1:5001",
        rewrite: (path) => `/${projectId}/us-central1/api${path}`,
      },
    },
  },
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 800 },
});
