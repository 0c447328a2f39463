// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.
export { EditorSettingsFields } from "./components/editor-settings-fields";
export { EditorSettingsPopover } from "./components/editor-settings-popover";
export { HideLabelsSwitch } from "./components/hide-labels-switch";
export { PracticeSettings } from "./components/practice-settings";
export { ProblemLabels } from "./components/problem-labels";
export { type EditorPreferences, useEditorPreferences } from "./hooks/use-editor-preferences";
export { useProblemLabels } from "./hooks/use-problem-labels";
