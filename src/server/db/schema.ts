import * as account from "./schema/account";
import * as activity from "./schema/activity";
import * as auth from "./schema/auth";
import * as avatars from "./schema/avatars";
import * as codingInterviews from "./schema/coding-interviews";
import * as design from "./schema/design";
import * as generation from "./schema/generation";
import * as interviews from "./schema/interviews";
import * as notifications from "./schema/notifications";
import * as practice from "./schema/practice";
import * as preferences from "./schema/preferences";
import * as rateLimit from "./schema/rate-limit";
import * as runners from "./schema/runners";
import * as site from "./schema/site";
import * as spacedRepetition from "./schema/spaced-repetition";
import * as starStories from "./schema/star-stories";
import * as studyPlan from "./schema/study-plan";

/** Every table, for Drizzle's relational queries and the Better Auth adapter: one schema file per feature. */
export const schema = {
  ...auth,
  ...account,
  ...site,
  ...rateLimit,
  ...activity,
  ...avatars,
  ...preferences,
  ...practice,
  ...interviews,
  ...codingInterviews,
  ...design,
  ...generation,
  ...spacedRepetition,
  ...studyPlan,
  ...runners,
  ...notifications,
  ...starStories,
};
