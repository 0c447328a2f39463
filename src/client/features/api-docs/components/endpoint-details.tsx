import { clsx } from "clsx";
import { Card } from "@/client/components/ui/card";
import type { EndpointView } from "../lib/read-api-document";
import { FieldList } from "./field-list";

const METHOD_COLORS: Record<string, string> = {
  GET: "bg-sky-100 text-sky-800",
  POST: "bg-emerald-100 text-emerald-800",
  PUT: "bg-amber-100 text-amber-900",
  PATCH: "bg-violet-100 text-violet-800",
  DELETE: "bg-red-100 text-red-800",
};

/** One endpoint, folded to its method, path and summary; open, its inputs and answers. */
export function EndpointDetails({ endpoint }: { endpoint: EndpointView }) {
  return (
    <Card as="details" id={endpoint.id} padding="none" flat className="group open:shadow-sm">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
        <span
          className={clsx(
            "w-16 shrink-0 rounded px-2 py-0.5 text-center font-mono text-xs font-bold",
            METHOD_COLORS[endpoint.method],
          )}
        >
          {endpoint.method}
        </span>
        <code className="min-w-0 font-mono text-sm font-semibold break-all text-slate-900">{endpoint.path}</code>
        <span
          className={clsx(
            "rounded-full px-2 py-0.5 text-xs font-medium",
            endpoint.isSignedIn ? "bg-slate-800 text-white" : "bg-slate-100 text-slate-700",
          )}
        >
          {endpoint.isSignedIn ? "Signed in" : "Public"}
        </span>
        <span className="basis-full text-sm text-slate-600 sm:basis-auto">{endpoint.summary}</span>
      </summary>
      <div className="space-y-4 border-t border-slate-100 px-4 py-4">
        {endpoint.description ? <p className="text-sm text-slate-600">{endpoint.description}</p> : null}
        <FieldList title="Path parameters" fields={endpoint.pathParams} />
        <FieldList title="Query parameters" fields={endpoint.queryParams} />
        {endpoint.body ? <FieldList title={`Body (${endpoint.body.mediaType})`} fields={endpoint.body.fields} /> : null}
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Answers</h4>
          <ul className="mt-2 space-y-1 text-sm">
            {endpoint.responses.map((response) => (
              <li key={response.status} className="flex flex-wrap items-baseline gap-x-2">
                <span
                  className={clsx(
                    "font-mono font-semibold",
                    response.status.startsWith("2") ? "text-emerald-700" : "text-red-700",
                  )}
                >
                  {response.status}
                </span>
                {response.errorCodes.length > 0 ? (
                  response.errorCodes.map((code) => (
                    <code key={code} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">
                      {code}
                    </code>
                  ))
                ) : (
                  <span className="text-slate-600">{response.description}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
