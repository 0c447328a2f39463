/** What one command in the sandbox may use. Every limit applies to each process of the job (rlimits). */
export type SandboxLimits = {
  /** Wall clock for the whole run, start-up included; past it the whole process tree is killed. */
  wallMs: number;
  /** CPU time of each process (RLIMIT_CPU): SIGXCPU at the limit, SIGKILL one second later. */
  cpuSeconds: number;
  /**
   * Private writable memory of each process (RLIMIT_DATA): heap, malloc, thread stacks, the JVM's and
   * Go's committed heap. Address space (RLIMIT_AS) is set to this plus `addressSpaceHeadroomBytes`:
   * the JVM and the Go runtime reserve far more address space than they use.
   */
  memoryBytes: number;
  /** Processes and threads of the job together (RLIMIT_NPROC, counted per user namespace). */
  processes: number;
  /** Largest file the job may write (RLIMIT_FSIZE). */
  fileBytes: number;
  /** Open file descriptors of each process (RLIMIT_NOFILE). */
  openFiles: number;
  /** Standard output and standard error together; past it the run is killed. */
  outputBytes: number;
  /** Main thread stack (RLIMIT_STACK); defaults to 64 MiB. */
  stackBytes?: number;
  /** Size of the private /tmp (memory-backed); defaults to 64 MiB. */
  tmpBytes?: number;
  /** Address space allowed beyond `memoryBytes`; defaults to 4 GiB. */
  addressSpaceHeadroomBytes?: number;
};

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

export const DEFAULT_STACK_BYTES = 64 * MiB;
export const DEFAULT_TMP_BYTES = 64 * MiB;
export const DEFAULT_ADDRESS_SPACE_HEADROOM_BYTES = 4 * GiB;

/** Limits for compiling one submission: compilers are large programs that start several processes. */
export const DEFAULT_COMPILE_LIMITS: SandboxLimits = {
  wallMs: 30_000,
  cpuSeconds: 20,
  memoryBytes: 1 * GiB,
  processes: 64,
  fileBytes: 64 * MiB,
  openFiles: 256,
  outputBytes: 256 * 1024,
};

/** Limits for running one compiled submission against its tests. */
export const DEFAULT_RUN_LIMITS: SandboxLimits = {
  wallMs: 10_000,
  cpuSeconds: 5,
  memoryBytes: 512 * MiB,
  processes: 64,
  fileBytes: 16 * MiB,
  openFiles: 64,
  outputBytes: 1 * MiB,
};

/**
 * The `prlimit` options for these limits. Soft and hard limits are equal (the job cannot raise them),
 * except CPU time, whose hard limit is a second later so that a process first gets SIGXCPU, which
 * names the cause; a runtime that ignores SIGXCPU (Go does) is then killed by SIGKILL.
 */
export function prlimitOptions(limits: SandboxLimits): string[] {
  const both = (name: string, value: number) => `--${name}=${Math.floor(value)}:${Math.floor(value)}`;
  const cpu = Math.max(1, Math.ceil(limits.cpuSeconds));
  const headroom = limits.addressSpaceHeadroomBytes ?? DEFAULT_ADDRESS_SPACE_HEADROOM_BYTES;
  return [
    `--cpu=${cpu}:${cpu + 1}`,
    both("data", limits.memoryBytes),
    both("as", limits.memoryBytes + headroom),
    both("stack", limits.stackBytes ?? DEFAULT_STACK_BYTES),
    both("nproc", limits.processes),
    both("fsize", limits.fileBytes),
    both("nofile", limits.openFiles),
    both("core", 0),
  ];
}
