import { useParams } from "wouter";
import { DesignWorkspace } from "@/client/features/design";
import { UpgradeModalProvider } from "@/client/features/subscription";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function DesignPage() {
  useDocumentMeta({ title: "System design", description: "Design a system on a canvas and have it reviewed." });
  const { id = "" } = useParams();
  return (
    <main id="main" className="min-h-dvh bg-slate-50">
      <UpgradeModalProvider>
        <DesignWorkspace scenarioId={id} />
      </UpgradeModalProvider>
    </main>
  );
}
