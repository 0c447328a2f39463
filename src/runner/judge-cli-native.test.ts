import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runJudgeCli } from "@/server/judge-cli/run-judge-cli";
import { sandboxAvailability } from "./sandbox";

// `npm run judge` on Java, C++ and Go files: each compiled and run by the runner's own judge in a fresh
// bubblewrap sandbox on this machine (src/runner/local-runner.ts). Five compiles; they skip where the
// sandbox or a toolchain is missing (CI installs them). The parsing is in src/server/judge-cli.

const availability = await sandboxAvailability();
const has = (...languages: ("java" | "cpp" | "go")[]) =>
  availability.available && languages.every((language) => availability.languages.includes(language));
const dir = await fs.mkdtemp(path.join(os.tmpdir(), "judge-cli-native-"));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const JAVA = `class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            if (seen.containsKey(target - nums[i])) return new int[] {seen.get(target - nums[i]), i};
            seen.put(nums[i], i);
        }
        return new int[0];
    }
}
`;
const CPP = `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        for (int i = 0; i < (int)nums.size(); ++i) {
            auto it = seen.find(target - nums[i]);
            if (it != seen.end()) return {it->second, i};
            seen[nums[i]] = i;
        }
        return {};
    }
};
`;
const GO = `func twoSum(nums []int, target int) []int {
	seen := map[int]int{}
	for i, n := range nums {
		if j, ok := seen[target-n]; ok {
			return []int{j, i}
		}
		seen[n] = i
	}
	return nil
}
`;

async function judge(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runJudgeCli(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, stdout: out.join("\n"), stderr: err.join("\n") };
}

async function write(name: string, content: string) {
  const file = path.join(dir, name);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
  return file;
}

describe("npm run judge on the runners' languages", () => {
  it.runIf(has("java"))(
    "a Java Wrong Answer: each test, the failing one's details, exit 1",
    { timeout: 120_000 },
    async () => {
      const file = await write("Wrong.java", JAVA.replace("seen.get(target - nums[i]), i", "0, i"));
      const result = await judge(["two-sum", file]);
      expect(result.stdout).toMatch(/^two-sum in Java, 11 tests\nTest 1 {3}Accepted/);
      expect(result.stdout).toMatch(/Test 2 {3}Wrong Answer\s*\d/);
      expect(result.stdout).toContain("    expected  [1,2]\n    actual    [0,2]");
      expect(result.stdout).toMatch(/\nWrong Answer — \d+\/11 tests passed$/);
      expect(result.stderr).toContain("Compiling and running in a local sandbox, as a runner does (Java)");
      expect(result.code).toBe(1);
    },
  );

  it.runIf(has("cpp"))("a C++ Accepted, as JSON, exit 0", { timeout: 180_000 }, async () => {
    const result = await judge(["two-sum", await write("two-sum.cc", CPP), "--json"]);
    expect(JSON.parse(result.stdout)).toMatchObject({
      slug: "two-sum",
      language: "cpp",
      verdict: "accepted",
      passed: 11,
    });
    expect(result.code).toBe(0);
  });

  it.runIf(has("java", "go"))(
    "a corpus of Java and Go files: a line per file, the tallies and the failure, exit 1",
    { timeout: 240_000 },
    async () => {
      await write("corpus/java/two-sum.java", JAVA);
      await write("corpus/go/two-sum.go", GO);
      await write("corpus/go/two-sum--first-pair.go", GO.replace("[]int{j, i}", "[]int{j * 0, i}"));
      const result = await judge(["--corpus", path.join(dir, "corpus")]);
      expect(result.stdout).toMatch(/✓ java\/two-sum\.java {2}Accepted {2}11\/11/);
      expect(result.stdout).toMatch(/✓ go\/two-sum\.go {2}Accepted {2}11\/11/);
      expect(result.stdout).toMatch(/✗ go\/two-sum--first-pair\.go {2}Wrong Answer/);
      expect(result.stdout).toContain("java: 1/1 accepted\ncpp: 0/0 accepted\ngo: 1/2 accepted");
      expect(result.stdout).toContain("✗ go/two-sum--first-pair.go: Wrong Answer");
      expect(result.code).toBe(1);
    },
  );
});
