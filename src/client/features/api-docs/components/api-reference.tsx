import { useMemo } from "react";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import { useApiDocument } from "../api/get-api-document";
import { readApiDocument } from "../lib/read-api-document";
import { EndpointDetails } from "./endpoint-details";

/** Every endpoint of /api/openapi.json by group, fetched when the page runs (the prerendered page shows the wait). */
export function ApiReference() {
  const document = useApiDocument();
  const groups = useMemo(() => (document.data ? readApiDocument(document.data) : []), [document.data]);
  if (document.isError) {
    return <LoadErrorAlert message="The API reference could not be loaded." onRetry={() => document.refetch()} />;
  }
  if (!document.data) {
    return (
      <p className="flex items-center gap-2 text-slate-600">
        <Spinner className="size-4" label="Loading the API reference" /> Loading the API reference…
      </p>
    );
  }
  const count = groups.reduce((total, group) => total + group.endpoints.length, 0);
  return (
    <div className="space-y-10">
      <nav aria-label="API groups" className="flex flex-wrap gap-2 text-sm">
        <span className="text-slate-600">{count} endpoints:</span>
        {groups.map((group) => (
          <a
            key={group.tag}
            href={`#group-${group.tag.replace(/\W+/g, "-")}`}
            className="rounded-full bg-brand-50 px-3 py-0.5 font-medium text-brand-800 hover:bg-brand-100"
          >
            {group.tag} ({group.endpoints.length})
          </a>
        ))}
      </nav>
      {groups.map((group) => (
        <section key={group.tag} aria-labelledby={`group-${group.tag.replace(/\W+/g, "-")}`}>
          <h2
            id={`group-${group.tag.replace(/\W+/g, "-")}`}
            className="scroll-mt-20 text-xl font-semibold text-slate-900"
          >
            {group.tag}
          </h2>
          <div className="mt-4 space-y-2">
            {group.endpoints.map((endpoint) => (
              <EndpointDetails key={endpoint.id} endpoint={endpoint} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
