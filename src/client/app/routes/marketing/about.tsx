import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function AboutPage() {
  useDocumentMeta({
    title: "About",
    description: "Our mission, our values and the team helping engineers land the job they want.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">About PrepPilot</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Our mission, our values and the team helping engineers land the job they want.
      </p>
    </section>
  );
}
