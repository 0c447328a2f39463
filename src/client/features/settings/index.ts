// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.
export { useSettingsSection } from "./hooks/use-settings-section";
export type { SettingsSection } from "./lib/settings-sections";
export { parseSettingsSection, SETTINGS_SECTIONS } from "./lib/settings-sections";
