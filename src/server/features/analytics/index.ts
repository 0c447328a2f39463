// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.
export { analyticsRoutes } from "./analytics.routes";
export { getAnalytics } from "./analytics.service";
export type { WeekStats } from "./derive-analytics";
export { getReadiness } from "./readiness.service";
