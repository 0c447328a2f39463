import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { MemoTrieRouter } from "./memo-router";

function appWithRoutes() {
  return new Hono({ router: new MemoTrieRouter() })
    .use("/avatars/*", async (c, next) => {
      await next();
      c.header("x-seen", "yes");
    })
    .get("/avatars/initials", (c) => c.text("initials"))
    .get("/avatars/:userId", (c) => c.text(`user ${c.req.param("userId")}`));
}

describe("MemoTrieRouter", () => {
  it("routes as Hono's trie does, a static route beside a parameter included, again and again", async () => {
    const app = appWithRoutes();
    for (let round = 0; round < 3; round++) {
      const initials = await app.request("/avatars/initials");
      expect(await initials.text()).toBe("initials");
      expect(initials.headers.get("x-seen")).toBe("yes");
      expect(await (await app.request("/avatars/u1")).text()).toBe("user u1");
      expect(await (await app.request("/avatars/u2")).text()).toBe("user u2");
      expect((await app.request("/elsewhere")).status).toBe(404);
    }
  });

  it("forgets its matches when a route is added", () => {
    const router = new MemoTrieRouter<string>();
    router.add("GET", "/a/:id", "param");
    expect(router.match("GET", "/a/b")[0].map(([handler]) => handler)).toEqual(["param"]);
    router.add("GET", "/a/b", "static");
    expect(router.match("GET", "/a/b")[0].map(([handler]) => handler)).toEqual(["param", "static"]);
  });

  it("keeps a bounded number of matches, still answering those it forgot", () => {
    const router = new MemoTrieRouter<string>();
    router.add("GET", "/a/:id", "param");
    for (let i = 0; i < 5000; i++) router.match("GET", `/a/${i}`);
    expect(router.match("GET", "/a/0")[0]).toEqual([["param", { id: "0" }]]);
  });
});
