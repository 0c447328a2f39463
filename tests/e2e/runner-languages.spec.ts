import fs from "node:fs";
import path from "node:path";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { typeCode } from "./solve-helpers";

// Java, C++ and Go are judged by the local runner `npm start` starts beside the server (docs/runners.md):
// the page queues the code, follows the job, and shows the report as for the browser's languages. The
// machine needs bubblewrap and the toolchains (.ci/run installs them).
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 90_000 });

const referenceSolution = (slug: string, extension: string) =>
  fs.readFileSync(path.join(process.cwd(), "content/problems", slug, `solution.${extension}`), "utf8");

test("Java on a runner: a compile error points at its line, the reference solution is Accepted and stored, Go's starter runs, a C++ crash names its line", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const opened = await page.request.post("/api/practice/library/two-sum/open");
  const { problem } = (await opened.json()) as { problem: { id: string } };
  await page.goto(`/dashboard/problems/${problem.id}`);
  const editor = page.getByRole("textbox", { name: "Code editor" });
  const heading = page.getByRole("heading", { level: 3, name: /^(Run|Submission): / });

  await page.getByLabel("Language").selectOption("java");
  await expect(editor).toContainText("class Solution");
  await expect(editor).toContainText("public int[] twoSum(int[] nums, int target)");
  await typeCode(
    page,
    "class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        return nums\n    }\n}\n",
  );
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(heading).toHaveText("Run: Compile Error");
  await expect(page.getByRole("button", { name: "Go to line 3" })).toBeVisible();

  await typeCode(page, referenceSolution("two-sum", "java"));
  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(page.getByText(/Waiting for a runner|Compiling and running on a server/).first()).toBeVisible();
  await expect(heading).toHaveText("Submission: Accepted");
  await expect(page.getByText(/tests passed · Java/)).toBeVisible();
  await page.getByRole("tab", { name: "Submissions" }).click();
  await expect(page.getByRole("tabpanel").getByText("Java", { exact: true }).first()).toBeVisible();

  await page.getByLabel("Language").selectOption("go");
  await expect(editor).toContainText("func twoSum(nums []int, target int) []int");
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(heading).toHaveText("Run: Wrong Answer");
  await expect(page.getByText(/tests passed · Go/)).toBeVisible();

  // C++: a crash is a Runtime Error that names the user's line.
  await page.getByLabel("Language").selectOption("cpp");
  await typeCode(
    page,
    "class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        int* nowhere = nullptr;\n        return {*nowhere, 0};\n    }\n};\n",
  );
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(heading).toHaveText("Run: Runtime Error");
  await expect(page.getByText(/Segmentation fault \(.*\) \(line 5\)/).first()).toBeVisible();
});
