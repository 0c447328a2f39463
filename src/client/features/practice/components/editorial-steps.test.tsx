// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { UpgradeModalProvider } from "@/client/features/subscription";
import { renderWithProviders } from "@/client/test/render";
import { json, stubApi } from "@/client/test/stub-api";
import type { EditorialProgress } from "@/shared/schemas/solving";
import { EditorialSteps } from "./editorial-steps";
import { HintReveal } from "./hint-reveal";
import { ProblemTutor } from "./problem-tutor";

const TITLES = ["Intuition", "Brute force", "Optimal approach", "Complexity", "Pitfalls and edge cases", "Dry run"];
const section = (index: number) => ({
  id: ["intuition", "brute-force", "optimal-approach", "complexity", "pitfalls", "dry-run"][index] as "intuition",
  title: TITLES[index] ?? "",
  markdown: `Text of ${TITLES[index]}.`,
});
const progress = (revealed: number, canReveal = true): EditorialProgress => ({
  titles: TITLES,
  revealed,
  sections: Array.from({ length: revealed }, (_, index) => section(index)),
  canReveal,
});

test("opens the editorial one section at a time, each button named by the next section", async () => {
  const posted: unknown[] = [];
  stubApi({
    "GET /api/practice/problems/p1/editorial": () => json({ editorial: progress(1) }),
    "POST /api/practice/problems/p1/editorial": (request) => {
      const body = request.body as { revealed: number };
      posted.push(body);
      return json({ editorial: progress(body.revealed) });
    },
  });
  renderWithProviders(<EditorialSteps problemId="p1" />);
  expect(await screen.findByRole("region", { name: "Intuition" })).toBeTruthy();
  expect(screen.queryByRole("region", { name: "Brute force" })).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Show “Brute force” (2 of 6)" }));
  expect((await screen.findByRole("region", { name: "Brute force" })).textContent).toContain("Text of Brute force.");
  expect(posted).toEqual([{ revealed: 2 }]);
  expect(screen.getByRole("button", { name: "Show “Optimal approach” (3 of 6)" })).toBeTruthy();
});

test("shows nothing before the hints are out", async () => {
  const requests = stubApi({
    "GET /api/practice/problems/p1/editorial": () => json({ editorial: progress(0, false) }),
  });
  const { container } = renderWithProviders(<EditorialSteps problemId="p1" />);
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(container.textContent).toBe("");
});

test("the last hint opens the steps even when the server saw the request for them before the hint's", async () => {
  let hintsOnServer = 2;
  let answerEditorial: () => void = () => undefined;
  const editorialAnswered = new Promise<void>((resolve) => {
    answerEditorial = resolve;
  });
  stubApi({
    "GET /api/practice/problems/p1/editorial": () => {
      answerEditorial();
      return json({ editorial: progress(0, hintsOnServer >= 3) });
    },
    // The hint's save lands after the editorial's first answer: that answer still says the hints come first.
    "PUT /api/practice/problems/p1/hints": async (request) => {
      await editorialAnswered;
      hintsOnServer = (request.body as { revealed: number }).revealed;
      return json({ hintsRevealed: hintsOnServer });
    },
  });
  renderWithProviders(
    <HintReveal problemId="p1" hints={["a", "b", "c"]} revealed={2} beyond={<EditorialSteps problemId="p1" />} />,
  );
  await userEvent.click(screen.getByRole("button", { name: "Show hint 3 of 3" }));
  expect(await screen.findByRole("button", { name: "Show “Intuition” (1 of 6)" })).toBeTruthy();
});

test("says where the whole editorial is once solved", async () => {
  stubApi({
    "GET /api/practice/problems/p2/editorial": () => json({ editorial: { ...progress(6), revealed: 0 } }),
  });
  renderWithProviders(<EditorialSteps problemId="p2" />);
  expect(await screen.findByText(/The whole editorial is under Solution/)).toBeTruthy();
});

test("the tutor sends the code as it is now and the conversation, and keeps a message that failed", async () => {
  const bodies: { code: string; turns: { role: string; text: string }[] }[] = [];
  let fail = true;
  stubApi({
    "GET /api/ai-setup": () => json({ hasAiProvider: true, showNotice: false }),
    // Missing access would open the upgrade modal instead: it is not asked for when the server says nothing.
    "GET /api/subscription": () => json({ state: { canUseAI: true } }),
    "POST /api/practice/problems/p1/tutor": (request) => {
      bodies.push(request.body as (typeof bodies)[number]);
      if (fail)
        return json({ error: { code: "AI_FAILED", message: "The tutor could not answer. Please try again." } }, 502);
      return json({ reply: "What does line 2 return for [4, 9]?" });
    },
  });
  let code = "def solve(nums):\n    return nums[-1]";
  renderWithProviders(
    <UpgradeModalProvider>
      <ProblemTutor problemId="p1" context={{ language: "python", getCode: () => code }} />
    </UpgradeModalProvider>,
  );
  const box = await screen.findByRole("textbox", { name: "Your question" });
  await userEvent.type(box, "Why is it wrong?");
  await userEvent.click(screen.getByRole("button", { name: "Ask the tutor" }));
  expect((await screen.findByRole("alert")).textContent).toContain("The tutor could not answer");
  expect((box as HTMLTextAreaElement).value).toBe("Why is it wrong?");
  fail = false;
  code = "def solve(nums):\n    return nums[1]";
  await userEvent.click(screen.getByRole("button", { name: "Ask the tutor" }));
  expect(await screen.findByText("What does line 2 return for [4, 9]?")).toBeTruthy();
  expect(bodies.at(-1)).toEqual({
    language: "python",
    code: "def solve(nums):\n    return nums[1]",
    turns: [{ role: "user", text: "Why is it wrong?" }],
  });
  expect((box as HTMLTextAreaElement).value).toBe("");
});
