CREATE TABLE "design_scenarios" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"complexity" text NOT NULL,
	"company" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"requirements" jsonb NOT NULL,
	"constraints" jsonb NOT NULL,
	"evaluation_criteria" jsonb NOT NULL,
	"source" jsonb NOT NULL,
	"slug" text,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_leases" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_questions" (
	"session_id" text NOT NULL,
	"position" integer NOT NULL,
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"follow_up_questions" jsonb NOT NULL,
	"expected_answer" text NOT NULL,
	"evaluation_criteria" jsonb NOT NULL,
	"slug" text,
	CONSTRAINT "interview_questions_session_id_position_pk" PRIMARY KEY("session_id","position")
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"company" text,
	"role" text,
	"status" text NOT NULL,
	"current_index" integer DEFAULT 0 NOT NULL,
	"source" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "practice_problems" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"difficulty" text NOT NULL,
	"topic" text NOT NULL,
	"company" jsonb NOT NULL,
	"description" text NOT NULL,
	"examples" jsonb NOT NULL,
	"constraints" jsonb NOT NULL,
	"hints" jsonb NOT NULL,
	"source" jsonb NOT NULL,
	"slug" text,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_scenarios" ADD CONSTRAINT "design_scenarios_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_leases" ADD CONSTRAINT "generation_leases_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_problems" ADD CONSTRAINT "practice_problems_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_scenarios_user_id_created_at_idx" ON "design_scenarios" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_questions_user_id_idx" ON "interview_questions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "interview_sessions_user_id_started_at_idx" ON "interview_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "practice_problems_user_id_created_at_idx" ON "practice_problems" USING btree ("user_id","created_at");