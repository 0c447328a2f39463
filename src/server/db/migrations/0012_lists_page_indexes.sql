DROP INDEX "interview_sessions_user_id_started_at_idx";--> statement-breakpoint
DROP INDEX "problem_submissions_user_id_problem_id_created_at_idx";--> statement-breakpoint
DROP INDEX "activity_events_user_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "design_scenarios_visible_idx" ON "design_scenarios" USING btree ("user_id","created_at","id") WHERE "design_scenarios"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "interview_sessions_user_page_idx" ON "interview_sessions" USING btree ("user_id","started_at","id");--> statement-breakpoint
CREATE INDEX "problem_submissions_user_problem_page_idx" ON "problem_submissions" USING btree ("user_id","problem_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_events_user_page_idx" ON "activity_events" USING btree ("user_id","created_at","id");