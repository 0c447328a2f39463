// The feature's public entry: what other features, app/ and the API's route list use. Other code
// imports the feature only from here (biome.json); the feature's own files import each other relatively.

export { createAdminApp } from "./admin.routes";
export type { PlanChange, SetPlanInput, UserListEntry } from "./admin.service";
export { ADMIN_PLANS, DAYS_MESSAGE, listUsers, setPlanInputSchema, setUserPlan } from "./admin.service";
export type { ContactMessageEntry, SubscriberEntry } from "./admin-inbox.service";
export { listContactMessages, listNewsletterSubscribers } from "./admin-inbox.service";
