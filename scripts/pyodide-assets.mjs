// Pyodide from our own origin (no CDN), under /pyodide/<hash>/: a folder named by a hash of
// what it serves, so the server can let browsers keep it for a year without asking again
// (src/server/lib/serve-client.ts) and a new Pyodide or standard library comes under a new name. Its
// files load each other by name, so they keep their names inside the folder rather than going through
// Vite's hashed assets. Served from node_modules by Vite's dev server, copied into the client build.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** What loadPyodide() fetches for Python with its standard library (no packages: those would need a CDN). */
const PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];
const PYODIDE_TYPES = {
  ".mjs": "text/javascript",
  ".wasm": "application/wasm",
  ".zip": "application/zip",
  ".json": "application/json",
};

// Pyodide ships its standard library as .py sources, so every start compiled each module it imported
// (Pyodide's own bootstrap and the judge's harness): about two thirds of a warm start in a Chromium
// profile (docs/performance.md). Compiled here once, by Pyodide's own Python (same version, same
// bytecode), into unchecked hash-based .pyc files, which zipimport loads without looking for a source;
// each keeps the file name zipimport would have given it, so tracebacks read as before, and a file that
// does not compile stays as its source. Stored uncompressed: the server sends the whole zip in brotli,
// which packs it better than deflate file by file, and zipimport then reads a module without inflating it.
const COMPILE_PYTHON = `
import importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def compile_stdlib(source_path, target_path):
    prefix = "/lib/python%d%d.zip/" % sys.version_info[:2]
    with zipfile.ZipFile(source_path) as source, zipfile.ZipFile(target_path, "w", zipfile.ZIP_STORED) as target:
        for info in source.infolist():
            data = source.read(info)
            info.compress_type = zipfile.ZIP_STORED
            if info.filename.endswith(".py"):
                try:
                    code = compile(data, prefix + info.filename, "exec", dont_inherit=True)
                except SyntaxError:
                    target.writestr(info, data)
                    continue
                info = zipfile.ZipInfo(info.filename + "c", info.date_time)
                data = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            target.writestr(info, data)

compile_stdlib("/tmp/python_stdlib.zip", "/tmp/python_stdlib.pyc.zip")
`;

/** The folder under the client's root, e.g. "pyodide/3f2a…/", from Pyodide's files and the compilation. */
export function pyodideFolder(pyodideDir) {
  // The compilation's own code too: a change to it is a new standard library.
  const hash = crypto.createHash("sha256").update(COMPILE_PYTHON);
  for (const name of PYODIDE_FILES)
    hash
      .update(name)
      .update("\0")
      .update(fs.readFileSync(path.join(pyodideDir, name)));
  return `pyodide/${hash.digest("hex").slice(0, 16)}/`;
}

/**
 * The Vite plugin: `folder` (pyodideFolder) answered by the dev server from node_modules, and written
 * into the client build with the standard library compiled (compiledStdlib). The prerender's server
 * build has no use for them.
 */
export function pyodideAssets({ pyodideDir, folder, cacheDir }) {
  let outDir = "";
  let isSsr = false;
  return {
    name: "preppilot-pyodide-assets",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use(`/${folder}`, (request, response, next) => {
        const name = (request.url ?? "").split("?")[0]?.replace(/^\//, "") ?? "";
        if (!PYODIDE_FILES.includes(name)) return next();
        response.setHeader("Content-Type", PYODIDE_TYPES[path.extname(name)] ?? "application/octet-stream");
        fs.createReadStream(path.join(pyodideDir, name)).pipe(response);
      });
    },
    async writeBundle() {
      if (isSsr) return;
      const target = path.join(outDir, folder);
      fs.mkdirSync(target, { recursive: true });
      for (const name of PYODIDE_FILES) fs.copyFileSync(path.join(pyodideDir, name), path.join(target, name));
      fs.writeFileSync(path.join(target, "python_stdlib.zip"), await compiledStdlib(pyodideDir, cacheDir));
    },
  };
}

/**
 * The compiled copy of a Pyodide's python_stdlib.zip: from cacheDir when this source zip was compiled
 * before, else compiled now (Pyodide starts in Node: 5–40 s on a shared 2-core machine).
 */
export async function compiledStdlib(pyodideDir, cacheDir) {
  const source = fs.readFileSync(path.join(pyodideDir, "python_stdlib.zip"));
  const key = crypto.createHash("sha256").update(COMPILE_PYTHON).update("\0").update(source).digest("hex");
  const cached = path.join(cacheDir, `${key}.zip`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
  const pyodide = await loadPyodide({ indexURL: `${path.resolve(pyodideDir)}/`, stdout: () => {}, stderr: () => {} });
  pyodide.FS.writeFile("/tmp/python_stdlib.zip", source);
  pyodide.runPython(COMPILE_PYTHON);
  const compiled = Buffer.from(pyodide.FS.readFile("/tmp/python_stdlib.pyc.zip"));
  fs.mkdirSync(cacheDir, { recursive: true });
  // Parallel builds may compile at once: each writes its own copy and renames it into place.
  const temporary = `${cached}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, compiled);
  fs.renameSync(temporary, cached);
  return compiled;
}
