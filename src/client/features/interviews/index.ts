// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.
export { InterviewLab } from "./components/interview-lab";
export { SpokenInterviewerSettings } from "./components/spoken-interviewer-settings";
