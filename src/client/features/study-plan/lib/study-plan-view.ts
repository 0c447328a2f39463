import type { getStudyPlan } from "../api/get-study-plan";

/** The plan as the API answers it (types from the server, never written twice). */
export type StudyPlanView = NonNullable<Awaited<ReturnType<typeof getStudyPlan>>["plan"]>;
