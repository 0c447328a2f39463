import { describe, expect, it } from "vitest";
import { paths } from "@/client/config/paths";
import { prerenderedPaths, renderPage } from "./prerender";

/** The public pages of the paths config: plain paths outside the workspace (not the token-bearing reset page). */
const PUBLIC_PATHS = (Object.values(paths) as unknown[]).filter(
  (path): path is string =>
    typeof path === "string" &&
    !path.includes("#") &&
    !path.includes("?") &&
    !path.startsWith(paths.dashboard) &&
    path !== paths.resetPassword,
);

describe("prerendered public pages", () => {
  it("covers every public route of the router and no signed-in one", () => {
    expect([...prerenderedPaths].sort()).toEqual([...PUBLIC_PATHS].sort());
  });

  it.each(prerenderedPaths)("renders %s with its heading, title and description", async (path) => {
    const page = await renderPage(path);
    expect(page.html).toMatch(/<h1[\s>]/);
    expect(page.meta.title).toMatch(/PrepPilot/);
    expect(page.meta.description?.length).toBeGreaterThan(20);
    expect(page.modules[0]).toMatch(/^src\/client\/app\/routes\/.+\.tsx$/);
    // The signed-out header, as a visitor whose session is not known yet sees it.
    expect(page.html).toContain(">Login<");
    // The Content-Security-Policy allows no inline script; the footer's newsletter form is in the markup.
    expect(page.html).not.toContain("<script");
    expect(page.html).toContain('aria-label="Newsletter"');
  });

  it("renders the home page's hero and the login page's form", async () => {
    const home = await renderPage("/");
    expect(home.meta.title).toBe("PrepPilot");
    expect(home.modules).toEqual(["src/client/app/routes/marketing/home.tsx"]);
    const login = await renderPage("/login");
    expect(login.html).toContain("Welcome back");
    expect(login.html).toMatch(/<input[^>]*type="email"/);
    // The login page uses TanStack Query: its provider's chunk is preloaded with the page's.
    expect(login.modules).toEqual(["src/client/app/routes/auth/login.tsx", "src/client/lib/query-provider.tsx"]);
  });
});
