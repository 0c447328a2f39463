// Prerenders the public pages (docs/public-pages.md) into the client build: a server-side build of
// src/client/app/prerender.tsx (`vite build --ssr`, in a temporary folder removed after) renders
// each page as a signed-out visitor first sees it, and each page's HTML is the built index.html with
// that markup inside #root and the page's own title and description. Its scripts wait for the page's
// first paint (decision 011): the entry and the modulepreloads of every chunk the page needs (so they
// download in parallel, not one after another) sit in an inert <template>, and the only script that
// runs before the paint, inline (src/shared/after-first-paint.ts), puts them into <head> after it. The SPA
// shell (index.html) stays as it is for the signed-in routes. The server answers these pages by path
// (src/server/lib/serve-client.ts).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Where the pages go inside the client build, and how a path names its file ("/" is index.html). */
export const PAGES_DIR = "_pages";
export const pageFileName = (pagePath) =>
  `${pagePath === "/" ? "index" : pagePath.slice(1).replaceAll("/", "__")}.html`;

const MANIFEST = ".vite/manifest.json";
/** What Vite writes into index.html for the entry: its <script> and the modulepreloads of its imports. */
const SHELL_SCRIPT_TAGS = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

export async function prerenderPages({ root, clientDir }) {
  const manifestPath = path.join(clientDir, MANIFEST);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8"));
  const shell = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  // Inside the project, so the server build's imports of packages resolve from node_modules.
  // node_modules/.cache does not exist yet on a fresh install.
  const cacheDir = path.join(root, "node_modules/.cache");
  fs.mkdirSync(cacheDir, { recursive: true });
  const ssrDir = fs.mkdtempSync(path.join(cacheDir, "preppilot-prerender-"));
  try {
    const { build: viteBuild } = await import("vite");
    await viteBuild({
      root,
      logLevel: "warn",
      configFile: path.join(root, "vite.config.ts"),
      build: {
        ssr: path.join(root, "src/client/app/prerender.tsx"),
        outDir: ssrDir,
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        // One module whose exports stay (the client build lets the bundler drop them).
        rolldownOptions: {
          preserveEntrySignatures: "strict",
          output: { entryFileNames: "prerender.mjs", codeSplitting: false },
        },
      },
    });
    const { prerenderedPaths, renderPage, AFTER_FIRST_PAINT_SCRIPT, APP_SCRIPTS_TEMPLATE_ID, HYDRATING_ATTRIBUTE } =
      await import(pathToFileURL(path.join(ssrDir, "prerender.mjs")).href);
    fs.mkdirSync(path.join(clientDir, PAGES_DIR), { recursive: true });
    for (const pagePath of prerenderedPaths) {
      const page = await renderPage(pagePath);
      const html = fillShell(shell, page, manifest, {
        afterFirstPaintScript: AFTER_FIRST_PAINT_SCRIPT,
        appScriptsTemplateId: APP_SCRIPTS_TEMPLATE_ID,
        hydratingAttribute: HYDRATING_ATTRIBUTE,
      });
      fs.writeFileSync(path.join(clientDir, PAGES_DIR, pageFileName(pagePath)), html);
    }
    return prerenderedPaths;
  } finally {
    fs.rmSync(ssrDir, { recursive: true, force: true });
    // The manifest was for this step only: not a file to serve.
    fs.rmSync(path.join(clientDir, ".vite"), { recursive: true, force: true });
  }
}

function fillShell(shell, page, manifest, { afterFirstPaintScript, appScriptsTemplateId, hydratingAttribute }) {
  const { title, description } = page.meta;
  if (!title || !description) throw new Error(`${page.path} sets no title or description (useDocumentMeta)`);
  // The shell's entry script and modulepreloads move into the template the page starts after its first
  // paint (src/shared/after-first-paint.ts); its stylesheet stays, for that paint.
  const shellScripts = [...shell.matchAll(SHELL_SCRIPT_TAGS)].map((found) => found[1]);
  if (!shellScripts.some((tag) => tag.startsWith("<script"))) throw new Error("index.html has no entry script");
  const shellWithoutScripts = shell.replace(SHELL_SCRIPT_TAGS, "");
  const chunks = new Set();
  const styles = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`The client manifest has no ${key} (prerendering ${page.path})`);
    if (chunks.has(entry.file)) return;
    chunks.add(entry.file);
    for (const css of entry.css ?? []) styles.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const module of page.modules) visit(module);
  // React writes the resource hints it found (an <img>'s preload) ahead of the markup: they belong in <head>.
  const hints = page.html.match(/^(<link [^>]*\/>)+/)?.[0] ?? "";
  const markup = page.html.slice(hints.length);
  const appScripts = [
    ...shellScripts.filter((tag) => tag.startsWith("<link")),
    ...[...chunks]
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...shellScripts.filter((tag) => tag.startsWith("<script")),
  ];
  const links = [
    ...(hints.match(/<link [^>]*\/>/g) ?? []),
    ...[...styles]
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script type="module">${afterFirstPaintScript}</script>`,
    `<template id="${appScriptsTemplateId}">${appScripts.join("")}</template>`,
  ];
  return replaceOnce(
    replaceOnce(
      replaceOnce(
        replaceOnce(
          replaceOnce(shellWithoutScripts, /<html lang="en">/, `<html lang="en" ${hydratingAttribute}>`),
          /<title>[^<]*<\/title>/,
          `<title>${escapeHtml(title)}</title>`,
        ),
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(description)}" />`,
      ),
      /\n\s*<\/head>/,
      `${links.map((link) => `\n    ${link}`).join("")}\n  </head>`,
    ),
    '<div id="root"></div>',
    `<div id="root">${markup}</div>`,
  );
}

function replaceOnce(text, pattern, replacement) {
  const found = typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);
  if (!found) throw new Error(`index.html has no ${pattern}: cannot build the prerendered pages`);
  return text.replace(pattern, () => replacement);
}

function escapeHtml(text) {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
