CREATE TABLE "study_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"interview_date" text NOT NULL,
	"company" text NOT NULL,
	"role_level" text NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;