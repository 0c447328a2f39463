import { runEvaluateCli } from "@/server/evaluate-cli/run-evaluate-cli";

// `npm run evaluate -- <question-slug> <answer-file> [--json]` or `npm run evaluate -- --set <file-or-dir>`:
// see docs/interviews.md.
process.exitCode = await runEvaluateCli(process.argv.slice(2));
