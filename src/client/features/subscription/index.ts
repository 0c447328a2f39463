// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.
export { useSubscription } from "./api/get-subscription";
export { SubscriptionSettings } from "./components/subscription-settings";
export { UpgradeModalProvider } from "./components/upgrade-modal-provider";
export { useUpgradeModal } from "./hooks/use-upgrade-modal";
