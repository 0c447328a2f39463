import { Code, Mail } from "lucide-react";
import { PageIntro } from "@/client/components/layouts/page-intro";
import { ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

const API_INQUIRY = `${paths.contact}?${new URLSearchParams({ subject: "Public API access" })}`;

export default function ApiDocsPage() {
  useDocumentMeta({
    title: "API",
    description: "PrepPilot has no public API yet. Here is what that means and how to tell us what you would build.",
  });
  return (
    <>
      <PageIntro eyebrow="Developers" title="There is no public API yet">
        <p>
          PrepPilot's own web app talks to a private API that may change with any release, so we do not document it or
          support it for third parties. We would rather tell you that than publish a page of endpoints that break.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-14 sm:px-6">
        <section aria-labelledby="api-plans">
          <h2 id="api-plans" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Code aria-hidden className="size-5 text-brand-600" />
            What we are considering
          </h2>
          <p className="mt-3 text-slate-600">
            A public API with keys, versioning and documentation, for example to let a bootcamp or a team see its
            members' practice progress in its own tools. It is not scheduled yet; what people ask us for decides what it
            covers first.
          </p>
        </section>
        <section aria-labelledby="api-contact" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h2 id="api-contact" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Mail aria-hidden className="size-5 text-brand-600" />
            Tell us what you would build
          </h2>
          <p className="mt-3 text-slate-600">
            Describe the integration you have in mind and the data it needs. We will reply within 24 hours and let you
            know when early access opens.
          </p>
          <ButtonLink to={API_INQUIRY} className="mt-5">
            Contact us about API access
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
