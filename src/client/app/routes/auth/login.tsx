import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function LoginPage() {
  useDocumentMeta({
    title: "Log in",
    description: "Log in to PrepPilot to continue your interview preparation.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Welcome back</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Log in to PrepPilot to continue your interview preparation.
      </p>
    </section>
  );
}
