import { expect, test } from "vitest";
import { getAvatarColour, getInitials, renderInitialsAvatar } from "./initials-avatar";

test("initials are the first letters of the first and last words, upper-cased", () => {
  expect(getInitials("Ada Lovelace")).toBe("AL");
  expect(getInitials("  grace brewster murray hopper ")).toBe("GH");
  expect(getInitials("Cher")).toBe("C");
  expect(getInitials("ada@example.com")).toBe("A");
  expect(getInitials("Émile Zola")).toBe("ÉZ");
  expect(getInitials("'Ōsaka' (Naomi)")).toBe("ŌN");
  expect(getInitials("")).toBe("?");
  expect(getInitials("-- !!")).toBe("?");
});

test("the colour depends only on the name, ignoring case and surrounding spaces", () => {
  expect(getAvatarColour("Ada Lovelace")).toBe(getAvatarColour(" ada lovelace "));
  expect(getAvatarColour("Ada Lovelace")).toMatch(/^#[0-9a-f]{6}$/);
  const colours = new Set(
    ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Ken", "Margaret"].map(getAvatarColour),
  );
  expect(colours.size).toBeGreaterThan(3);
});

test("the SVG is 150×150, deterministic, and escapes what it prints", () => {
  const svg = renderInitialsAvatar("Ada Lovelace");
  expect(svg).toBe(renderInitialsAvatar("Ada Lovelace"));
  expect(svg).toContain('width="150" height="150"');
  expect(svg).toContain(`fill="${getAvatarColour("Ada Lovelace")}"`);
  expect(svg).toContain(">AL</text>");
  expect(renderInitialsAvatar("<script> &amp")).not.toMatch(/<script|&amp/);
});
