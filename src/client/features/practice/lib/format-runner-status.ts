/** "Loading Python… 40 %" while Pyodide downloads and starts (null once it is ready or not loading). */
export function formatPythonLoading(progress: { fraction?: number | null; phase?: string } | null): string | null {
  if (!progress || progress.phase === "ready") return null;
  const fraction = progress.fraction;
  return typeof fraction === "number" && Number.isFinite(fraction)
    ? `Loading Python… ${Math.round(Math.min(1, Math.max(0, fraction)) * 100)} %`
    : "Loading Python…";
}
