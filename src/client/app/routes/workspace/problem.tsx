import { useParams } from "react-router";
import { ProblemDetails } from "@/client/features/practice/components/problem-details";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function ProblemPage() {
  useDocumentMeta({ title: "Practice problem", description: "Work through a coding problem in PrepPilot." });
  const { id = "" } = useParams();
  return (
    <main id="main" className="min-h-dvh bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
        <ProblemDetails id={id} />
      </div>
    </main>
  );
}
