import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function PrivacyPage() {
  useDocumentMeta({
    title: "Privacy Policy",
    description: "What we collect, how we use it, who we share it with, how we protect it and your choices.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Privacy Policy</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        What we collect, how we use it, who we share it with, how we protect it and your choices.
      </p>
    </section>
  );
}
