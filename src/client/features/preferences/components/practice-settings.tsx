import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import { useWorkspacePreferences } from "../api/get-workspace-preferences";
import { EditorSettingsFields } from "./editor-settings-fields";
import { HideLabelsSwitch } from "./hide-labels-switch";

/** Settings' Practice section: how problems are shown while the user solves them, and the code editor. */
export function PracticeSettings() {
  const preferences = useWorkspacePreferences();
  if (preferences.isPending)
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8 text-brand-600" label="Loading practice preferences" />
      </div>
    );
  if (preferences.isError)
    return (
      <LoadErrorAlert
        message="Failed to load practice preferences"
        onRetry={() => preferences.refetch()}
        variant="panel"
      />
    );
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold text-slate-900">Practice</h3>
      <HideLabelsSwitch
        className="rounded-lg border border-slate-200 p-4"
        description="Solve coding problems as in a real interview, without seeing their difficulty, topic, company or pattern tags, nor the solve target that gives the difficulty away. A problem's page can still show its labels when you ask."
      />
      <section aria-labelledby="editor-settings-heading" className="space-y-3 rounded-lg border border-slate-200 p-4">
        <h4 id="editor-settings-heading" className="text-base font-semibold text-slate-900">
          Code editor
        </h4>
        <EditorSettingsFields isDetailed />
      </section>
    </div>
  );
}
