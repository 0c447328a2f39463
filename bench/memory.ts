// Part of `npm run bench`: the server's resident memory after the load of the
// other rows and while sign-ins pile up sessions, to show it levels off instead of growing with
// every session. Figures are printed, never asserted. Linux only (reads /proc); elsewhere it says so.
import fs from "node:fs";

export type MemoryBenchOptions = {
  appUrl: string;
  /** The app's process id, whose /proc status is read. */
  pid: number;
  /** An existing account to sign in to, again and again. */
  email: string;
  password: string;
};

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 10_000);
/** Sign-ins in flight at once: enough to keep both cores busy with password hashing. */
const CONCURRENCY = 8;
/** Better Auth hashes every password with scrypt; past this the bench stops and prints how far it got. */
const TIME_BUDGET_MS = Number(process.env.BENCH_SIGN_IN_BUDGET_S ?? 120) * 1000;
const CHECKPOINTS = [250, 500, 1_000, 2_500, 5_000, 7_500, 10_000];
const SETTLE_MS = 1_000;

/** The process's resident set in MiB, or undefined off Linux. */
export function readRssMiB(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return Number.isFinite(kib) ? Math.round(kib / 102.4) / 10 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Signs in SIGN_INS times (each a new session row, and a read of it with its cookie so any
 * per-session cache fills too), printing the RSS at each checkpoint.
 */
export async function benchMemory(
  options: MemoryBenchOptions,
  startMiB: number | undefined,
  startLabel = "the bench's load",
) {
  const rows: Record<string, string | number>[] = [{ after: startLabel, "RSS MiB": startMiB ?? "n/a" }];
  const started = performance.now();
  let done = 0;
  let next = 0;
  const signInOnce = async () => {
    const response = await fetch(`${options.appUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: options.appUrl },
      body: JSON.stringify({ email: options.email, password: options.password }),
    });
    if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const session = await fetch(`${options.appUrl}/api/auth/get-session`, { headers: { cookie } });
    if (!session.ok) throw new Error(`get-session failed: ${session.status}`);
    await session.arrayBuffer();
  };
  const outOfTime = () => performance.now() - started >= TIME_BUDGET_MS;
  // Each checkpoint waits for the sign-ins in flight and a moment of quiet before reading, so the
  // figure is the memory the server keeps, not scrypt's 32 MiB per hash still being worked on.
  for (const target of [...CHECKPOINTS.filter((count) => count < SIGN_INS), SIGN_INS]) {
    const worker = async () => {
      while (next < target && !outOfTime()) {
        next++;
        await signInOnce();
        done++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const label = done < target ? `${done} sign-ins (time budget reached)` : `${done} sign-ins`;
    rows.push({ after: label, "RSS MiB": readRssMiB(options.pid) ?? "n/a" });
    if (done < target) break;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nServer memory (RSS): ${done} sign-ins in ${seconds.toFixed(0)} s (${(done / seconds).toFixed(0)}/s; each hashes the password with scrypt)`,
  );
  if (done < SIGN_INS) {
    console.log(
      `Stopped at ${done} of ${SIGN_INS}: the ${TIME_BUDGET_MS / 1000} s budget ran out (BENCH_SIGN_INS, BENCH_SIGN_IN_BUDGET_S)`,
    );
  }
  console.table(rows);
}

/**
 * Where a process's resident memory lies, in MiB, from /proc/<pid>/smaps (Linux; empty elsewhere):
 * WebAssembly memories (an embedded database, a WASM runtime), malloc's arenas (native code's heap),
 * the rest of the anonymous memory (V8's heap pages, stacks) and files mapped in (Node's binary, .so).
 */
export function readRssBreakdown(pid: number): Record<string, number> {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/smaps`, "utf8");
  } catch {
    return {};
  }
  const maps: { start: bigint; end: bigint; perms: string; path: string; rssKiB: number }[] = [];
  for (const line of text.split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head)
      maps.push({
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perms: head[3] as string,
        path: head[4] as string,
        rssKiB: 0,
      });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = maps.at(-1);
    if (rss && last) last.rssKiB = Number(rss[1]);
  }
  const parts: Record<string, number> = { wasm: 0, malloc: 0, "V8 heap & other": 0, files: 0 };
  maps.forEach((map, i) => {
    const next = maps[i + 1];
    // V8 reserves gigabytes of inaccessible address space right after a WebAssembly memory.
    const isWasm = next?.start === map.end && next.perms === "---p" && next.end - next.start > 4n << 30n;
    // glibc's thread arenas are 64 MiB-aligned heaps of at most 64 MiB; the main arena is [heap].
    const isArena = map.path === "[heap]" || (map.start % (64n << 20n) === 0n && map.end - map.start <= 64n << 20n);
    const part =
      map.path && !map.path.startsWith("[")
        ? "files"
        : isWasm && map.perms.startsWith("rw")
          ? "wasm"
          : isArena && map.perms.startsWith("rw")
            ? "malloc"
            : "V8 heap & other";
    parts[part] = (parts[part] ?? 0) + map.rssKiB;
  });
  return Object.fromEntries(Object.entries(parts).map(([name, kib]) => [name, Math.round(kib / 102.4) / 10]));
}
