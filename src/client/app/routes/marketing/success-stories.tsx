import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function SuccessStoriesPage() {
  useDocumentMeta({
    title: "Success Stories",
    description: "Engineers who prepared with PrepPilot and landed offers at the companies they aimed for.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Success Stories</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Engineers who prepared with PrepPilot and landed offers at the companies they aimed for.
      </p>
    </section>
  );
}
