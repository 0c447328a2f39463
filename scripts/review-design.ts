import { runReviewDesignCli } from "@/server/evaluate-cli/run-review-design-cli";

// `npm run review-design -- <scenario-slug> <design.json> [--json]` or `npm run review-design -- --set <file-or-dir>`:
// see docs/system-design.md.
process.exitCode = await runReviewDesignCli(process.argv.slice(2));
