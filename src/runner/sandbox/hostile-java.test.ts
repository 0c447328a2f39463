import { hostileSuite } from "./hostile-suite";
import { sandboxUsable } from "./test-support";

// Skipped only where bubblewrap or the toolchain is missing; CI installs both.
hostileSuite("java", await sandboxUsable("java"));
