/** "Loading Python… 40 %" while Pyodide downloads, "Starting Python…" while it starts; null once ready. */
export function formatPythonLoading(
  progress: { phase: "downloading" | "starting" | "ready"; fraction: number | null } | null,
): string | null {
  if (!progress || progress.phase === "ready") return null;
  if (progress.phase === "starting") return "Starting Python…";
  const { fraction } = progress;
  return fraction !== null && Number.isFinite(fraction)
    ? `Loading Python… ${Math.round(Math.min(1, Math.max(0, fraction)) * 100)} %`
    : "Loading Python…";
}
