import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function ContactPage() {
  useDocumentMeta({
    title: "Contact",
    description: "Questions about PrepPilot? Send us a message; we reply within 24 hours.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Contact Us</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Questions about PrepPilot? Send us a message; we reply within 24 hours.
      </p>
    </section>
  );
}
