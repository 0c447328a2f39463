import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { pyodideAssets, pyodideFolder } from "./scripts/pyodide-assets.mjs";

/** The API server that `npm run dev` starts beside Vite. */
const DEV_API_PORT = Number(process.env.DEV_API_PORT ?? 3001);

const PYODIDE_DIR = fileURLToPath(new URL("./node_modules/pyodide/", import.meta.url));
/** Pyodide's folder under the client's root, named by a hash of its files (scripts/pyodide-assets.mjs). */
const PYODIDE_FOLDER = pyodideFolder(PYODIDE_DIR);

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
  plugins: [
    react(),
    tailwindcss(),
    pyodideAssets({
      pyodideDir: PYODIDE_DIR,
      folder: PYODIDE_FOLDER,
      cacheDir: fileURLToPath(new URL("./node_modules/.cache/preppilot-pyodide-stdlib/", import.meta.url)),
    }),
    preloadApp(),
  ],
  // The Python worker's Pyodide (src/client/features/practice/lib/judge/start-python.ts).
  define: { "import.meta.env.VITE_PYODIDE_FOLDER": JSON.stringify(PYODIDE_FOLDER) },
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
