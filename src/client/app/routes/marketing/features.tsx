import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function FeaturesPage() {
  useDocumentMeta({
    title: "Features",
    description:
      "AI mock interviews, a coding challenge generator, a system design trainer, company-specific preparation and progress analytics.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Features</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        AI mock interviews, a coding challenge generator, a system design trainer, company-specific preparation and
        progress analytics.
      </p>
    </section>
  );
}
