import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { envSchema, SECRET_ENV_VARIABLES } from "@/server/env";
import { PROJECT_ROOT } from "@/server/lib/project-root";

// What the browser is sent is built from src/client and src/shared by Vite, which inlines only
// `import.meta.env` (VITE_-prefixed variables and its own MODE, DEV, PROD, SSR, BASE_URL) and whatever
// `define` names. So no environment value reaches the bundle unless one of these lets it in; the
// built files themselves are scanned by tests/e2e/auth-security.spec.ts.

/**
 * Vite's own values, and the one build constant vite.config.ts defines: the Pyodide folder's content
 * hash, computed from node_modules/pyodide's files, never read from the environment.
 */
const BUILD_CONSTANT = "VITE_PYODIDE_FOLDER";
const VITE_BUILT_INS = new Set(["MODE", "DEV", "PROD", "SSR", "BASE_URL", BUILD_CONSTANT]);
/** The only `define` the config may hold: the build constant, from the hash of Pyodide's files. */
const ALLOWED_DEFINE = `define: { "import.meta.env.${BUILD_CONSTANT}": JSON.stringify(PYODIDE_FOLDER) }`;

function listSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test("every variable of the environment that names a secret is on the server's secret list", () => {
  const looksSecret = Object.keys(envSchema.shape).filter(
    (name) =>
      /SECRET|KEY|TOKEN|PASSWORD/.test(name) || (name.endsWith("_URL") && !/^(APP|OPENAI_BASE)_URL$/.test(name)),
  );
  expect([...SECRET_ENV_VARIABLES].sort()).toEqual(looksSecret.sort());
});

test("the client's sources read no process.env and no import.meta.env beyond Vite's own values", () => {
  const sources = [
    ...listSources(path.join(PROJECT_ROOT, "src/client")),
    ...listSources(path.join(PROJECT_ROOT, "src/shared")),
  ];
  expect(sources.length).toBeGreaterThan(100);
  const offences: string[] = [];
  for (const file of sources) {
    const text = fs.readFileSync(file, "utf8");
    const relative = path.relative(PROJECT_ROOT, file);
    if (/\bprocess\.env\b/.test(text)) offences.push(`${relative}: process.env`);
    for (const [, name] of text.matchAll(/import\.meta\.env\.([A-Za-z_]+)/g)) {
      if (!VITE_BUILT_INS.has(name ?? "")) offences.push(`${relative}: import.meta.env.${name}`);
    }
    if (/import\.meta\.env(?!\.)/.test(text)) offences.push(`${relative}: import.meta.env as a whole`);
    for (const name of SECRET_ENV_VARIABLES) if (text.includes(name)) offences.push(`${relative}: ${name}`);
  }
  expect(offences).toEqual([]);
});

test("the Vite config lets no variable in: no define but the Pyodide folder's hash, no envPrefix, no loadEnv", () => {
  const source = fs.readFileSync(path.join(PROJECT_ROOT, "vite.config.ts"), "utf8");
  expect(source).toContain(ALLOWED_DEFINE);
  expect(source).toMatch(/const PYODIDE_FOLDER = pyodideFolder\(PYODIDE_DIR\);/);
  const config = source.replace(ALLOWED_DEFINE, "");
  expect(config).not.toMatch(/\bdefine\s*:/);
  expect(config).not.toMatch(/\benvPrefix\b/);
  expect(config).not.toMatch(/\bloadEnv\b/);
  // No VITE_ variable is a secret of ours: those are the only ones Vite would inline.
  expect(SECRET_ENV_VARIABLES.filter((name) => name.startsWith("VITE_"))).toEqual([]);
});
