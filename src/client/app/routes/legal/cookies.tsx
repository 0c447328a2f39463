import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function CookiesPage() {
  useDocumentMeta({
    title: "Cookie Policy",
    description: "The cookies PrepPilot uses and how to choose which ones you allow.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Cookie Policy</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        The cookies PrepPilot uses and how to choose which ones you allow.
      </p>
    </section>
  );
}
