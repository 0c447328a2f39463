import { expect, test } from "vitest";
import { listPrerenderedPaths, matchedPages } from "./router";

test("a path finds its page, parameters and a trailing slash included; an unknown path finds none", () => {
  expect(matchedPages("/")).toEqual([
    { module: "src/client/app/routes/marketing/home.tsx", name: "marketing/home", usesQuery: false },
  ]);
  expect(matchedPages("/features/").map(({ name }) => name)).toEqual(["marketing/features"]);
  expect(matchedPages("/dashboard/problems/two-sum")).toEqual([
    { module: "src/client/app/routes/workspace/problem.tsx", name: "workspace/problem", usesQuery: true },
  ]);
  expect(matchedPages("/dashboard/design/abc").map(({ name }) => name)).toEqual(["workspace/design"]);
  expect(matchedPages("/dashboard/problems")).toEqual([]);
  expect(matchedPages("/no-such-page")).toEqual([]);
});

test("only public pages are prerendered: not the workspace, nor the token-bearing pages", () => {
  const prerendered = listPrerenderedPaths();
  expect(prerendered).toContain("/");
  expect(prerendered).toContain("/login");
  for (const path of ["/dashboard", "/reset-password", "/unsubscribe"]) expect(prerendered).not.toContain(path);
});
