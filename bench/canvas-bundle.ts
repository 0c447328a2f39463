// Part of `npm run bench`: what the design canvas (React Flow from @xyflow/react) costs in
// JavaScript. React Flow is the lab's largest dependency, and only the design page (/dashboard/design/:id)
// may load it: the System Design Lab tab, which lists scenarios, must not. Prints the gzipped size of the
// built chunks holding React Flow code (found by their source maps) and of the design route's chunk, beside
// what the home page and the lab tab load in Chromium in the same run, and whether the lab tab fetched any
// React Flow code. Printed, never asserted.

import fs from "node:fs";
import path from "node:path";

/** Where a chunk's source map says its code came from. */
const REACT_FLOW_SOURCE = /\/node_modules\/@xyflow\//;
const DESIGN_ROUTE_SOURCE = /\/src\/client\/app\/routes\/workspace\/design\.tsx$/;

export type ScriptSizes = { raw: number; gzipped: number };

type CanvasBundleDeps = {
  appUrl: string;
  /** A signed-in user's Cookie header (the lab and the design page need a session). */
  cookie: string;
  /** The built client (BUILD_DIR/client), whose files the URL paths name. */
  clientDir: string;
  /** The home page's scripts, as run.ts's printHomePageJavaScript measured them. */
  homePage: { scripts: string[] } & ScriptSizes;
  /** run.ts's helpers: the URL paths of the scripts a page fetched, and their sizes as built. */
  loadPageScripts: (url: string, cookie?: string) => Promise<string[]>;
  measureScripts: (scripts: Iterable<string>) => ScriptSizes;
};

export async function benchCanvasBundle({
  appUrl,
  cookie,
  clientDir,
  homePage,
  loadPageScripts,
  measureScripts,
}: CanvasBundleDeps) {
  const chunks = findCanvasChunks(clientDir);
  const isReactFlow = (script: string) => chunks.some((chunk) => chunk.path === script && chunk.hasReactFlow);

  const lab = await loadPageScripts(`${appUrl}/dashboard?tab=system-design`, cookie);
  const scenarioId = await createScenario(appUrl, cookie);
  const design = await loadPageScripts(`${appUrl}/dashboard/design/${scenarioId}`, cookie);
  const labSet = new Set(lab);
  const designOnly = design.filter((script) => !labSet.has(script));

  const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));
  const pageRow = (label: string, scripts: string[], sizes = measureScripts(scripts)) => ({
    javascript: label,
    files: scripts.length,
    "raw KiB": kib(sizes.raw),
    "gzip KiB": kib(sizes.gzipped),
  });
  console.log("\nThe design canvas's JavaScript (React Flow), gzip -9, beside the pages of the same build\n");
  console.table([
    ...chunks.map((chunk) =>
      pageRow(
        `${chunk.path}${chunk.isDesignRoute ? " (design.tsx route)" : ""}${chunk.hasReactFlow ? " [React Flow]" : ""}`,
        [chunk.path],
      ),
    ),
    pageRow(
      "all React Flow chunks",
      chunks.filter((chunk) => chunk.hasReactFlow).map((chunk) => chunk.path),
    ),
    pageRow("design page, beyond what the lab tab loaded", designOnly),
    pageRow("design page (/dashboard/design/:id), all", design),
    pageRow("System Design Lab tab (/dashboard?tab=system-design)", lab),
    pageRow("home page (/)", homePage.scripts, homePage),
  ]);
  const labReactFlow = lab.filter(isReactFlow);
  console.log(
    labReactFlow.length === 0
      ? "The lab tab fetched no React Flow code: the canvas loads only on the design page."
      : `The lab tab fetched React Flow code in ${labReactFlow.join(", ")}: the canvas is not lazy any more.`,
  );
  const designReactFlow = design.filter(isReactFlow);
  console.log(`The design page fetched React Flow code in ${designReactFlow.join(", ") || "no chunk (unexpected)"}.`);
}

type CanvasChunk = { path: string; hasReactFlow: boolean; isDesignRoute: boolean };

/** The built chunks with React Flow code or the design route's, by the sources their source maps list. */
function findCanvasChunks(clientDir: string): CanvasChunk[] {
  const assets = path.join(clientDir, "assets");
  const chunks: CanvasChunk[] = [];
  for (const name of fs
    .readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .sort()) {
    const mapFile = path.join(assets, `${name}.map`);
    // The build writes a source map for every chunk; without one, React Flow's class names still tell.
    const sources: string[] = fs.existsSync(mapFile)
      ? (JSON.parse(fs.readFileSync(mapFile, "utf8")) as { sources: string[] }).sources.map((source) =>
          path.posix.join("/", source.replaceAll("\\", "/")),
        )
      : [];
    const hasReactFlow =
      sources.length > 0
        ? sources.some((source) => REACT_FLOW_SOURCE.test(source))
        : fs.readFileSync(path.join(assets, name), "utf8").includes("react-flow__");
    const isDesignRoute = sources.some((source) => DESIGN_ROUTE_SOURCE.test(source));
    if (hasReactFlow || isDesignRoute) chunks.push({ path: `/assets/${name}`, hasReactFlow, isDesignRoute });
  }
  return chunks;
}

/** A scenario of the bench user's to open on the design page (the library's, under the bench's provider). */
async function createScenario(appUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/design/scenarios`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl, cookie },
    body: JSON.stringify({ complexity: "basic" }),
  });
  if (response.status !== 201) throw new Error(`generating a scenario failed: ${response.status}`);
  return ((await response.json()) as { scenario: { id: string } }).scenario.id;
}
