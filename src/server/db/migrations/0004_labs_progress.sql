ALTER TABLE "design_scenarios" ADD COLUMN "non_functional_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "design_scenarios" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "design_scenarios" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "score" real;--> statement-breakpoint
ALTER TABLE "practice_problems" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_problems" ADD COLUMN "solved_at" timestamp with time zone;--> statement-breakpoint
-- Problems started before this migration: their first Start is in the activity log.
UPDATE "practice_problems" SET "started_at" = (
	SELECT min("activity_events"."created_at") FROM "activity_events"
	WHERE "activity_events"."kind" = 'problem_started' AND "activity_events"."subject_id" = "practice_problems"."id"
);
