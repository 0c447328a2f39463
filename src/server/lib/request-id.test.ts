import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { readRequestId, requestIds } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function idOfTheChain(header: string | undefined): Promise<string> {
  const app = new Hono<{ Variables: { requestId: string } }>()
    .use(requestIds())
    .get("/", (c) => c.text(c.get("requestId")));
  const response = await app.request("/", { headers: header === undefined ? {} : { "x-request-id": header } });
  return response.text();
}

describe("the early answers' request id follows hono/request-id's rule", () => {
  test.each(["abc-123", "a=b_c", "x".repeat(255)])("a client's id %s is kept by both", async (id) => {
    expect(readRequestId(id)).toBe(id);
    expect(await idOfTheChain(id)).toBe(id);
  });

  test.each([undefined, "", "x".repeat(256), "has space", "semi;colon", "ünicode"])(
    "%s is replaced by a new UUID by both",
    async (id) => {
      expect(readRequestId(id)).toMatch(UUID);
      expect(await idOfTheChain(id)).toMatch(UUID);
    },
  );
});
