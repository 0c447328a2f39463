import * as account from "./schema/account";
import * as auth from "./schema/auth";
import * as notifications from "./schema/notifications";
import * as practice from "./schema/practice";
import * as rateLimit from "./schema/rate-limit";
import * as reviews from "./schema/reviews";
import * as site from "./schema/site";
import * as studyPlan from "./schema/study-plan";
import * as workspace from "./schema/workspace";

/** Every table, for Drizzle's relational queries and the Better Auth adapter. */
export const schema = {
  ...auth,
  ...account,
  ...site,
  ...rateLimit,
  ...workspace,
  ...practice,
  ...reviews,
  ...studyPlan,
  ...notifications,
};
