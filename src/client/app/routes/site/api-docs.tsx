import { Download } from "lucide-react";
import { PageIntro } from "@/client/components/layouts/page-intro";
import { ApiReference } from "@/client/features/api-docs";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

const OPENAPI_URL = "/api/openapi.json";

export default function ApiDocsPage() {
  useDocumentMeta({
    title: "API reference",
    description:
      "Every endpoint of the PrepPilot API: method and path, who may call it, its parameters and body fields with their limits, and the errors it answers.",
  });
  return (
    <>
      <PageIntro eyebrow="Developers" title="API reference">
        <p>
          The API the PrepPilot web app itself uses, generated from the server's own route table and checked by its
          tests. It can change with a release; the OpenAPI document below always describes the running version.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-14 sm:px-6">
        <section aria-labelledby="api-basics" className="space-y-3 text-slate-600">
          <h2 id="api-basics" className="text-xl font-semibold text-slate-900">
            How it works
          </h2>
          <ul className="list-disc space-y-2 pl-5">
            <li>
              Requests and answers are JSON. <strong>Signed in</strong> endpoints read the session cookie that signing
              in sets (401 <code className="font-mono text-sm">UNAUTHORIZED</code> without one) and only ever see the
              signed-in user's data: another user's id answers 404.
            </li>
            <li>
              Requests that change something must send the app's <code className="font-mono text-sm">Origin</code>{" "}
              header.
            </li>
            <li>
              A failure answers{" "}
              <code className="font-mono text-sm break-all">{'{"error": {"code", "message", "issues"?}}'}</code>; each
              endpoint lists the codes it can answer, and <code className="font-mono text-sm">issues</code> names the
              fields of a <code className="font-mono text-sm">VALIDATION_FAILED</code>.
            </li>
          </ul>
          <a
            href={OPENAPI_URL}
            className="inline-flex items-center gap-2 font-medium text-brand-700 underline hover:text-brand-800"
          >
            <Download aria-hidden className="size-4" />
            The OpenAPI 3.1 document ({OPENAPI_URL})
          </a>
        </section>
        <ApiReference />
      </div>
    </>
  );
}
