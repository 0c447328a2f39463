import { runJudgeCli } from "@/server/judge-cli/run-judge-cli";

// `npm run judge -- <problem-slug> <file> [--language …] [--json]` or `npm run judge -- --corpus <dir>`:
// see docs/judge.md.
process.exitCode = await runJudgeCli(process.argv.slice(2));
