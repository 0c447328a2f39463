import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function InterviewGuidePage() {
  useDocumentMeta({
    title: "Interview Guide",
    description: "An 8-12 week programme: preparation, practice and the interview itself, with company strategies.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">The Interview Guide</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        An 8-12 week programme: preparation, practice and the interview itself, with company strategies.
      </p>
    </section>
  );
}
