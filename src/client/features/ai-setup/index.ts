// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.

export { useAiSetup } from "./api/get-ai-setup";
export { AiSetupNotice } from "./components/ai-setup-notice";
export { useAiLabels } from "./hooks/use-ai-labels";
