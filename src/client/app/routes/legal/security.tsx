import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function SecurityPage() {
  useDocumentMeta({
    title: "Security",
    description: "How we protect your account and your data.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Security at PrepPilot</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">How we protect your account and your data.</p>
    </section>
  );
}
