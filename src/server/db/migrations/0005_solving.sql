CREATE TABLE "problem_drafts" (
	"user_id" text NOT NULL,
	"problem_id" text NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "problem_drafts_user_id_problem_id_language_pk" PRIMARY KEY("user_id","problem_id","language")
);
--> statement-breakpoint
CREATE TABLE "problem_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"problem_id" text NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"verdict" text NOT NULL,
	"passed" integer NOT NULL,
	"total" integer NOT NULL,
	"runtime_ms" integer NOT NULL,
	"elapsed_seconds" integer,
	"failed_test" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_workspaces" (
	"user_id" text NOT NULL,
	"problem_id" text NOT NULL,
	"language" text,
	"notes" text DEFAULT '' NOT NULL,
	"elapsed_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "problem_workspaces_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
ALTER TABLE "practice_problems" ADD COLUMN "judge" jsonb;--> statement-breakpoint
ALTER TABLE "practice_problems" ADD COLUMN "solve_seconds" integer;--> statement-breakpoint
ALTER TABLE "practice_problems" ADD COLUMN "gave_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "problem_drafts" ADD CONSTRAINT "problem_drafts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_drafts" ADD CONSTRAINT "problem_drafts_problem_id_practice_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."practice_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_submissions" ADD CONSTRAINT "problem_submissions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_submissions" ADD CONSTRAINT "problem_submissions_problem_id_practice_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."practice_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_workspaces" ADD CONSTRAINT "problem_workspaces_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_workspaces" ADD CONSTRAINT "problem_workspaces_problem_id_practice_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."practice_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_submissions_user_id_problem_id_created_at_idx" ON "problem_submissions" USING btree ("user_id","problem_id","created_at");