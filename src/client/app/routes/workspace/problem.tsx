import { useParams } from "wouter";
import { ProblemDetails } from "@/client/features/practice";
import { UpgradeModalProvider } from "@/client/features/subscription";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function ProblemPage() {
  useDocumentMeta({ title: "Practice problem", description: "Work through a coding problem in PrepPilot." });
  const { id = "" } = useParams();
  return (
    // Full width and, on desktop, exactly the viewport's height: the panels scroll, not the page.
    <main id="main" className="min-h-dvh bg-slate-50">
      {/* "Review my code" with the AI provider needs AI access: without it, the upgrade prompt opens. */}
      <UpgradeModalProvider>
        <ProblemDetails id={id} />
      </UpgradeModalProvider>
    </main>
  );
}
