// Builds the client (Vite) and the server (esbuild) into dist/, and precompresses the client's
// files so the server can send brotli or gzip without compressing on every request.
// `--if-stale` skips the build when dist/ was built from exactly the current sources.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// BUILD_DIR lets parallel test runs build into folders of their own (default dist/).
const DIST = path.resolve(ROOT, process.env.BUILD_DIR ?? "dist");
const STAMP = path.join(DIST, "build-stamp.txt");
const INPUTS = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "tsconfig.json",
  "package-lock.json",
  "scripts/build.mjs",
  "scripts/prerender.mjs",
  "scripts/pyodide-assets.mjs",
];
// Python's standard library is a zip of uncompressed .pyc files (scripts/pyodide-assets.mjs).
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm|zip)$/;

export async function build({ ifStale = false } = {}) {
  const hash = hashInputs();
  if (ifStale && fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === hash) return false;

  const started = performance.now();
  console.log(
    fs.existsSync(STAMP)
      ? `The sources changed since the last build: rebuilding PrepPilot into ${path.relative(ROOT, DIST)}/ (about a minute)…`
      : `Building PrepPilot into ${path.relative(ROOT, DIST)}/ (1–2 minutes the first time; later starts rebuild only when the sources change)…`,
  );
  const step = startSteps();
  const { build: viteBuild } = await import("vite");
  await viteBuild({
    root: ROOT,
    logLevel: "warn",
    configFile: path.join(ROOT, "vite.config.ts"),
    // The manifest tells the prerender which chunks each page needs; it removes it after.
    build: { outDir: path.join(DIST, "client"), manifest: true },
  });
  step("the browser's app (Vite)");
  const { prerenderPages } = await import("./prerender.mjs");
  await prerenderPages({ root: ROOT, clientDir: path.join(DIST, "client") });
  step("the public pages, rendered to HTML");
  precompress(path.join(DIST, "client"));
  step("brotli and gzip copies (Python's runtime takes half a minute the first time, then comes from a cache)");

  const esbuild = await import("esbuild");
  await esbuild.build({
    // The proof worker is a module of its own, loaded beside index.js (src/server/ai/problem-proof-thread.ts).
    entryPoints: {
      index: path.join(ROOT, "src/server/index.ts"),
      "problem-proof.worker": path.join(ROOT, "src/server/ai/problem-proof.worker.ts"),
      // The runner process `npm start` starts beside the server when the machine can sandbox (docs/runners.md).
      runner: path.join(ROOT, "src/runner/main.ts"),
    },
    outdir: path.join(DIST, "server"),
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    sourcemap: true,
    tsconfig: path.join(ROOT, "tsconfig.json"),
    logLevel: "warning",
  });
  step("the server (esbuild)");

  fs.writeFileSync(STAMP, hash);
  console.log(
    `Built PrepPilot into ${path.relative(ROOT, DIST)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return true;
}

/** Prints each finished step with its time, so a first start says what it is doing. */
function startSteps() {
  let last = performance.now();
  return (name) => {
    const now = performance.now();
    console.log(`  ✓ ${name}: ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
}

function hashInputs() {
  const hash = crypto.createHash("sha256");
  const visit = (target) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(target).sort()) visit(path.join(target, name));
    } else {
      hash.update(path.relative(ROOT, target)).update("\0").update(fs.readFileSync(target)).update("\0");
    }
  };
  for (const input of INPUTS) visit(path.join(ROOT, input));
  return hash.digest("hex");
}

function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const content = fs.readFileSync(file);
    if (content.length < 1024) continue;
    fs.writeFileSync(
      `${file}.gz`,
      compressCached(content, "gz", () => zlib.gzipSync(content, { level: 9 })),
    );
    fs.writeFileSync(
      `${file}.br`,
      compressCached(content, "br", () =>
        zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ),
    );
  }
}

// Brotli's best level takes about 30 s on Pyodide's 10 MB runtime alone, which changes only with its
// version: large files are compressed once and kept, keyed by content, for every later build.
const COMPRESS_CACHE = path.join(ROOT, "node_modules/.cache/preppilot-precompress");
const CACHED_FROM_BYTES = 256 * 1024;

function compressCached(content, kind, compress) {
  if (content.length < CACHED_FROM_BYTES) return compress();
  const key = crypto.createHash("sha256").update(content).digest("hex");
  const cached = path.join(COMPRESS_CACHE, `${key}.${kind}`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const compressed = compress();
  fs.mkdirSync(COMPRESS_CACHE, { recursive: true });
  // Parallel builds may compress the same file: each writes its own copy and renames it into place.
  const temporary = `${cached}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, compressed);
  fs.renameSync(temporary, cached);
  return compressed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build({ ifStale: process.argv.includes("--if-stale") });
}
