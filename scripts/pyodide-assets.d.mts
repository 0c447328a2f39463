import type { Plugin } from "vite";

export function pyodideFolder(pyodideDir: string): string;
export function pyodideAssets(options: { pyodideDir: string; folder: string; cacheDir: string }): Plugin;
export function compiledStdlib(pyodideDir: string, cacheDir: string): Promise<Buffer>;
