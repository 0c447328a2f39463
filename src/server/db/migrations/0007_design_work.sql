CREATE TABLE "design_work" (
	"scenario_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"diagram" jsonb NOT NULL,
	"phase_notes" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_work" ADD CONSTRAINT "design_work_scenario_id_design_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."design_scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_work" ADD CONSTRAINT "design_work_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;