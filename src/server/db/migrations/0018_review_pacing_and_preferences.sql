CREATE TABLE "problem_review_drafts" (
	"user_id" text NOT NULL,
	"problem_id" text NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "problem_review_drafts_user_id_problem_id_language_pk" PRIMARY KEY("user_id","problem_id","language")
);
--> statement-breakpoint
CREATE TABLE "workspace_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"hide_problem_labels" boolean DEFAULT false NOT NULL,
	"ai_notice_dismissed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_settings" ADD COLUMN "minutes_per_day" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_review_drafts" ADD CONSTRAINT "problem_review_drafts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_review_drafts" ADD CONSTRAINT "problem_review_drafts_problem_id_practice_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."practice_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_preferences" ADD CONSTRAINT "workspace_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;