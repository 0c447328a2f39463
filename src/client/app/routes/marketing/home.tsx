import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function HomePage() {
  useDocumentMeta({
    title: "PrepPilot",
    description:
      "Practise coding problems you can run, mock interviews with real feedback and system design — and see your progress.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">
        Master Tech Interviews with AI-Powered Precision
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Practise coding problems you can run, mock interviews with real feedback and system design — and see your
        progress.
      </p>
    </section>
  );
}
