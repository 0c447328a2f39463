// The router (wouter) imports useSyncExternalStore from `use-sync-external-store/shim`, a CommonJS
// polyfill for React before 18 that hands over to React's own hook at run time but is bundled whole
// into every page. vite.config.ts points that import here: React 19 has the hook.
export { useSyncExternalStore } from "react";
