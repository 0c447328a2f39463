CREATE TABLE "coding_rounds" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"problem_id" text NOT NULL,
	"slug" text NOT NULL,
	"interviewer" text NOT NULL,
	"length_minutes" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"phase" text NOT NULL,
	"phase_started_at" timestamp with time zone NOT NULL,
	"phase_seconds" jsonb NOT NULL,
	"transcript" jsonb NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"nudges" integer DEFAULT 0 NOT NULL,
	"follow_ups" jsonb NOT NULL,
	"follow_ups_asked" integer DEFAULT 0 NOT NULL,
	"report" jsonb
);
--> statement-breakpoint
ALTER TABLE "coding_rounds" ADD CONSTRAINT "coding_rounds_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_rounds" ADD CONSTRAINT "coding_rounds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_rounds" ADD CONSTRAINT "coding_rounds_problem_id_practice_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."practice_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coding_rounds_user_id_idx" ON "coding_rounds" USING btree ("user_id");