export { type SandboxAvailability, sandboxAvailability } from "./availability";
export { defaultGoCacheDir, GO_WARM_PACKAGES, prepareGoCache } from "./go-cache";
export {
  DEFAULT_COMPILE_LIMITS,
  DEFAULT_RUN_LIMITS,
  type SandboxLimits,
} from "./limits";
export {
  createJobSandbox,
  DEFAULT_HOST_UID,
  type JobSandbox,
  type JobSandboxOptions,
  type SandboxEnd,
  type SandboxResult,
  type SandboxRun,
} from "./sandbox";
export {
  JAVA_STACK_BYTES,
  javaHeapBytes,
  type LanguageId,
  TOOLCHAINS,
  type Toolchain,
} from "./toolchains";
