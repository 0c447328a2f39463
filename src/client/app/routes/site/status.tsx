import { Link } from "wouter";
import { PageIntro } from "@/client/components/layouts/page-intro";
import { paths } from "@/client/config/paths";
import { SystemStatus } from "@/client/features/health";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function StatusPage() {
  useDocumentMeta({
    title: "System Status",
    description: "Live status of PrepPilot: whether the website, API and database are answering right now.",
  });
  return (
    <>
      <PageIntro eyebrow="Status" title="System status">
        <p>Checked live from your browser against our servers, not written by hand.</p>
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <SystemStatus />
        <p className="mt-10 text-sm text-slate-600">
          Something not working although everything here is green?{" "}
          <Link to={paths.contact} className="font-medium text-brand-700 underline underline-offset-2">
            Tell us
          </Link>{" "}
          and we will look into it.
        </p>
      </div>
    </>
  );
}
