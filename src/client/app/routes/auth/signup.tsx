import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function SignupPage() {
  useDocumentMeta({
    title: "Sign up",
    description: "Create a PrepPilot account and start a 14-day free trial.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Create your account</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">Create a PrepPilot account and start a 14-day free trial.</p>
    </section>
  );
}
