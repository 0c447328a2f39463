import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function CareersPage() {
  useDocumentMeta({
    title: "Careers",
    description: "Join the team building the best way to prepare for technical interviews.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Careers at PrepPilot</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Join the team building the best way to prepare for technical interviews.
      </p>
    </section>
  );
}
