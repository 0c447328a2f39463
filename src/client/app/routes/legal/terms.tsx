import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function TermsPage() {
  useDocumentMeta({
    title: "Terms of Service",
    description: "The terms that govern your use of PrepPilot.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Terms of Service</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">The terms that govern your use of PrepPilot.</p>
    </section>
  );
}
