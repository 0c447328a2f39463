import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** The API server that `npm run dev` starts beside Vite. */
const DEV_API_PORT = Number(process.env.DEV_API_PORT ?? 3001);

const PYODIDE_DIR = fileURLToPath(new URL("./node_modules/pyodide/", import.meta.url));
/** What loadPyodide() fetches for Python with its standard library (no packages: those would need a CDN). */
const PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];
const PYODIDE_TYPES: Record<string, string> = {
  ".mjs": "text/javascript",
  ".wasm": "application/wasm",
  ".zip": "application/zip",
  ".json": "application/json",
};

/**
 * Pyodide from our own origin at /pyodide/ (issue 11: no CDN): served from node_modules in dev, copied
 * into the client build (whatever outDir scripts/build.mjs gives, so BUILD_DIR is followed). Its files
 * load each other by name, so they keep their names rather than going through Vite's hashed assets.
 */
function pyodideAssets(): Plugin {
  let outDir = "";
  let isSsr = false;
  return {
    name: "preppilot-pyodide-assets",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The prerender's server build (scripts/prerender.mjs) has no use for them.
      isSsr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use("/pyodide", (request, response, next) => {
        const name = (request.url ?? "").split("?")[0]?.replace(/^\//, "") ?? "";
        if (!PYODIDE_FILES.includes(name)) return next();
        response.setHeader("Content-Type", PYODIDE_TYPES[path.extname(name)] ?? "application/octet-stream");
        fs.createReadStream(path.join(PYODIDE_DIR, name)).pipe(response);
      });
    },
    writeBundle() {
      if (isSsr) return;
      fs.mkdirSync(path.join(outDir, "pyodide"), { recursive: true });
      for (const name of PYODIDE_FILES)
        fs.copyFileSync(path.join(PYODIDE_DIR, name), path.join(outDir, "pyodide", name));
    },
  };
}

/** The module main.tsx imports once React is evaluated (src/client/main.tsx). */
const APP_MODULE = fileURLToPath(new URL("./src/client/app/app.tsx", import.meta.url));

/**
 * The built index.html preloads the chunks of the app module and of everything it imports, beside the
 * entry's own: main.tsx imports the app in a task after React's (to split their evaluation), but its
 * code should not wait for the entry to be evaluated before it downloads. A prerendered page moves
 * these preloads into its template with the rest (scripts/prerender.mjs).
 */
function preloadApp(): Plugin {
  return {
    name: "preppilot-preload-app",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
        // The chunk holding the app module (the bundler may have merged it with modules pages share).
        const appChunk = chunks.find((chunk) => chunk.moduleIds.includes(APP_MODULE));
        if (!appChunk) throw new Error("The client build has no chunk for src/client/app/app.tsx");
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) visit(imported);
        };
        visit(appChunk.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
            injectTo: "head" as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), pyodideAssets(), preloadApp()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(new URL("./src/client/lib/use-sync-external-store-shim.ts", import.meta.url)),
      },
    ],
  },
  publicDir: "public",
  // The runners are module workers (`new Worker(url, { type: "module" })`) that split into chunks.
  worker: { format: "es" },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // Vite's modulepreload polyfill would be fine, but modern browsers need none, and no inline code
    // keeps the Content-Security-Policy strict.
    modulePreload: { polyfill: false },
    // The two chunks past Vite's 500 kB are the problem page's: ESLint for "Review my code" (1.3 MB, loaded
    // only when a review is asked) and the editor (0.56 MB); `npm run bench` reports the page's download.
    chunkSizeWarningLimit: 1400,
    rolldownOptions: {
      // Tailwind's plugin writes CSS without a source map of its transformation: the CSS maps are
      // approximate, which changes nothing a user sees, so its notice is not printed on every build.
      onwarn(warning, warn) {
        if (warning.code === "SOURCEMAP_BROKEN" && warning.plugin?.startsWith("@tailwindcss/vite")) return;
        warn(warning);
      },
      // Rolldown warns when plugins take most of a build's time, which on a busy 2-core machine they
      // always seem to (the time other work takes counts); the build's own step timings say enough.
      checks: { bundlerTimings: false },
      treeshake: {
        // A feature's public entry (src/client/features/<name>/index.ts) only re-exports: marked free of
        // side effects, a page that imports one thing through it gets that thing's module, not the
        // feature's every module (their chunks stay as they were before the entries existed).
        moduleSideEffects: [
          { test: /[\\/]src[\\/]client[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
      // Whatever the entry exports is for nobody: lets the bundler merge chunks freely (below).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // React, React DOM and the router (wouter and its pattern parser) change together and every page
          // needs them: one file.
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam)[\\/]/,
            },
          ],
          // A public page used to fetch some 40 files, 25 under 1 KB (an icon, a hook): common chunks
          // this small go into each chunk that uses them instead, a few bytes twice for fewer requests.
          experimentalInlineCommonChunks: { maxSize: 4 * 1024 },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${DEV_API_PORT}`, changeOrigin: false } },
  },
});
