import { vi } from "vitest";

// The server, as a component test needs it: `fetch` answers each "METHOD /path" from the test's own
// handlers (query strings aside) and records the requests; any other request fails the test.

export type ApiRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (request: ApiRequest) => Response | Promise<Response>;

/** A JSON answer, as the API sends it. */
export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** An API error body ({ error: { code, message } }) with its status. */
export function apiError(status: number, code: string, message: string) {
  return json({ error: { code, message } }, status);
}

/** Stubs `fetch` for this test (tests/setup/dom.ts restores it); answers the requests made so far. */
export function stubApi(handlers: Record<string, Handler>): ApiRequest[] {
  const requests: ApiRequest[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(input instanceof Request ? input.url : input, "http://localhost/"), init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(recorded);
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (!handler) throw new Error(`stubApi: no handler for ${request.method} ${url.pathname}`);
    return handler(recorded);
  });
  return requests;
}
