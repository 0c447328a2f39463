// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.
export { getAnalyticsQueryOptions, useAnalytics } from "./api/get-analytics";
export { useReadiness } from "./api/get-readiness";
export { AnalyticsHub } from "./components/analytics-hub";
