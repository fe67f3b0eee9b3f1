import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? "demo-markery";

export default defineConfig({
  plugins: [react()],
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
