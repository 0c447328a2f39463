import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function GdprPage() {
  useDocumentMeta({
    title: "GDPR",
    description: "Your rights under the GDPR and how to exercise them.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">GDPR</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">Your rights under the GDPR and how to exercise them.</p>
    </section>
  );
}
