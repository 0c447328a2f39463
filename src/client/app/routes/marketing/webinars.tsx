import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function WebinarsPage() {
  useDocumentMeta({
    title: "Webinars",
    description: "Live and recorded sessions on technical, behavioral and system design interviews.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Webinars</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Live and recorded sessions on technical, behavioral and system design interviews.
      </p>
    </section>
  );
}
