// Part of `npm run bench`: the JavaScript a page loads in Chromium (its scripts' paths, and their raw and
// gzipped sizes in the built client). Figures are printed, never asserted.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/fixtures/chromium";

/** Loads the home page in Chromium and sums the gzipped size of every script it fetched. */
export async function printHomePageJavaScript(appUrl: string, clientDir: string) {
  const scripts = await loadPageScripts(appUrl);
  const { raw, gzipped } = measureScripts(clientDir, scripts);
  console.log(
    `\nHome page JavaScript: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzipped / 1024).toFixed(1)} KiB gzipped`,
  );
  return { scripts, raw, gzipped };
}

/** Loads a page in Chromium, signed in with `cookie` if given, and answers the paths of the scripts it fetched. */
export async function loadPageScripts(url: string, cookie?: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext();
    if (cookie) {
      await context.addCookies(
        cookie.split("; ").map((pair) => {
          const at = pair.indexOf("=");
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
        }),
      );
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(url, { waitUntil: "networkidle" });
    return [...scripts];
  } finally {
    await browser.close();
  }
}

/** The raw and gzipped (level 9) size of built client files, by their URL paths. */
export function measureScripts(clientDir: string, scripts: Iterable<string>): { raw: number; gzipped: number } {
  let raw = 0;
  let gzipped = 0;
  for (const script of scripts) {
    const content = fs.readFileSync(path.join(clientDir, script));
    raw += content.length;
    gzipped += zlib.gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzipped };
}
