import { Hono } from "hono";
import { expect, test } from "vitest";
import { parseEnv } from "@/server/env";
import { getClientIp, readForwardedAddress } from "./client-ip";

test("takes the address the trusted proxy saw: the right-most entry for one hop, the n-th from the right for n", () => {
  const header = "198.51.100.9, 203.0.113.50, 10.0.0.2";
  expect(readForwardedAddress(header, 1)).toBe("10.0.0.2");
  expect(readForwardedAddress(header, 2)).toBe("203.0.113.50");
  expect(readForwardedAddress(header, 3)).toBe("198.51.100.9");
  // Fewer entries than hops: the furthest address any proxy recorded.
  expect(readForwardedAddress(header, 5)).toBe("198.51.100.9");
  expect(readForwardedAddress("203.0.113.7", 1)).toBe("203.0.113.7");
  expect(readForwardedAddress(" , ", 1)).toBeUndefined();
  expect(readForwardedAddress(undefined, 1)).toBeUndefined();
});

test("a client's own X-Forwarded-For entries do not change its address behind one proxy", async () => {
  const app = new Hono().get("/", (c) => c.text(getClientIp(c, 1) ?? "none"));
  const seenBehindProxy = async (header: string) =>
    (await app.request("/", { headers: { "x-forwarded-for": header } })).text();
  // The proxy appends the peer it saw (203.0.113.7) to whatever the client sent.
  expect(await seenBehindProxy("1.2.3.4, 203.0.113.7")).toBe("203.0.113.7");
  expect(await seenBehindProxy("5.6.7.8, 203.0.113.7")).toBe("203.0.113.7");
  // Without a trusted proxy the header is ignored (in-process requests have no socket).
  const direct = new Hono().get("/", (c) => c.text(getClientIp(c, 0) ?? "none"));
  expect(await (await direct.request("/", { headers: { "x-forwarded-for": "1.2.3.4" } })).text()).toBe("none");
});

test("TRUST_PROXY: off is 0 hops, on is 1, a number is that many; anything else is refused", () => {
  expect(parseEnv({}).TRUST_PROXY).toBe(0);
  expect(parseEnv({ TRUST_PROXY: "off" }).TRUST_PROXY).toBe(0);
  expect(parseEnv({ TRUST_PROXY: "on" }).TRUST_PROXY).toBe(1);
  expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  for (const value of ["yes", "-1", "1.5", "100"]) {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrowError(
      'Invalid environment variable TRUST_PROXY: must be "on", "off" or the number of proxies in front of the app (0-99)',
    );
  }
});
