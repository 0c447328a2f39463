import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function ResetPasswordPage() {
  useDocumentMeta({
    title: "Reset password",
    description: "Choose a new password for your PrepPilot account.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Choose a new password</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">Choose a new password for your PrepPilot account.</p>
    </section>
  );
}
