import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { HERO_EXAMPLE_URL } from "./src/features/landing/data/example-logos";

const NO_REALTIME_DATABASE = "\0markery:reactfire-without-realtime-database";

/**
 * reactfire ships as one file that imports every Firebase SDK, and Firebase SDKs register
 * themselves on import, so nothing is tree-shaken: the landing page would carry Firestore,
 * Realtime Database, Storage, Functions and Remote Config (about 250 KB gzip) it never uses.
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

/**
 * Most visitors arrive on the landing page, whose route chunk React only asks for after the
 * entry has run, and whose largest paint is the hero logo, found only after that. On / and
 * /login, index.html starts both downloads at once instead (other pages are not slowed down).
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
          chunk.facadeModuleId?.endsWith("/src/app/routes/landing.tsx"),
        );
        if (!landing) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || html.includes(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(landing.fileName);
        const modules = JSON.stringify([...files].map((file) => `/${file}`));
        const script = `(function(){var p=location.pathname;if(p!=="/"&&p!=="/login")return;var h=document.head;${modules}.forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;h.appendChild(l)});var i=document.createElement("link");i.rel="preload";i.as="image";i.href=${JSON.stringify(HERO_EXAMPLE_URL)};i.setAttribute("fetchpriority","high");h.appendChild(i)})();`;
        return { html, tags: [{ tag: "script", children: script, injectTo: "head" }] };
      },
    },
  };
}

const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? "demo-markery";

export default defineConfig({
  plugins: [react(), leaveOutUnusedFirebaseSdks(), preloadLandingPage()],
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("../functions/src/contract/index.ts", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
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
