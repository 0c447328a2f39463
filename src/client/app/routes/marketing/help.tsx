import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function HelpPage() {
  useDocumentMeta({
    title: "Help Center",
    description: "Answers about getting started, mock interviews, your account and billing, and privacy.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Help Center</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Answers about getting started, mock interviews, your account and billing, and privacy.
      </p>
    </section>
  );
}
