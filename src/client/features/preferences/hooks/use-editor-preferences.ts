import { DEFAULT_WORKSPACE_PREFERENCES, type EditorKeyBindings } from "@/shared/schemas/preferences";
import { useWorkspacePreferences } from "../api/get-workspace-preferences";

export type EditorPreferences = {
  fontSize: number;
  keyBindings: EditorKeyBindings;
  /** Blank-page mode: a problem without a draft opens on a comment instead of the starter code. */
  startsBlank: boolean;
  /** The preferences are known, or failed to load (the defaults then apply): the editor can open. */
  isSettled: boolean;
};

/** How the user likes the code editor: the saved settings, the defaults until they load or when they fail to. */
export function useEditorPreferences(): EditorPreferences {
  const preferences = useWorkspacePreferences();
  const saved = preferences.data?.preferences ?? DEFAULT_WORKSPACE_PREFERENCES;
  return {
    fontSize: saved.editorFontSize,
    keyBindings: saved.editorKeyBindings,
    startsBlank: saved.editorStartsBlank,
    isSettled: preferences.isSuccess || preferences.isError,
  };
}
