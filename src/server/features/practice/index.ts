// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.
export { practiceRoutes } from "./practice.routes";
// For the runner jobs (features/runner-jobs): a problem's judge as the solving routes read it.
export { getProblemJudge, type SolvingArgs } from "./practice-judge.service";
// For a runner job's Submit: stored as the browser's is.
export { createSubmission } from "./practice-submissions.service";
// For a coding interview's start: the user's problem for the library entry it asks.
export { findOrSaveLibraryProblem } from "./problem-library.service";
export { assertCodeSize } from "./problem-work.service";
