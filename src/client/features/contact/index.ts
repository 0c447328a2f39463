// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.
export { ContactChannels } from "./components/contact-channels";
export { ContactDialog } from "./components/contact-dialog";
export { ContactFaq } from "./components/contact-faq";
export { ContactForm } from "./components/contact-form";
export { ContactSidebar } from "./components/contact-sidebar";
export { ResponseTimeBanner } from "./components/response-time-banner";
export { useContactForm } from "./hooks/use-contact-form";
