// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.

// For the coding interview (features/interviews): the problem and the workbench, without any help.
export { InterviewCodeEditor, InterviewProblem } from "./components/interview-workbench";
export { PracticeArena } from "./components/practice-arena";
export { ProblemDetails } from "./components/problem-details";
