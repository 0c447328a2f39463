// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.
export { AiActionButton } from "./components/ai-action-button";
export { useAiGate } from "./hooks/use-ai-gate";
export { useLabGeneration } from "./hooks/use-lab-generation";
