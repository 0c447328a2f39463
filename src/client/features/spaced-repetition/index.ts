// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.
export {
  ConceptReviewGrade,
  DesignReviewGrade,
  InterviewReviewGrades,
  ProblemReviewGrade,
} from "./components/due-card-grades";
export { DueToday } from "./components/due-today";
export { ReviewLimitsSettings } from "./components/review-limits-settings";
