import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function ForgotPasswordPage() {
  useDocumentMeta({
    title: "Forgot password",
    description: "Enter your email and we will send you a link to reset your password.",
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Reset your password</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">
        Enter your email and we will send you a link to reset your password.
      </p>
    </section>
  );
}
