CREATE TABLE "design_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"scenario_id" text NOT NULL,
	"user_id" text NOT NULL,
	"design_version" integer NOT NULL,
	"automatic" jsonb NOT NULL,
	"ai_status" text,
	"ai_result" jsonb,
	"ai_error" text,
	"ai_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"ai_finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "design_reviews" ADD CONSTRAINT "design_reviews_scenario_id_design_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."design_scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_reviews" ADD CONSTRAINT "design_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_reviews_scenario_id_created_at_idx" ON "design_reviews" USING btree ("scenario_id","created_at");--> statement-breakpoint
CREATE INDEX "design_reviews_user_id_idx" ON "design_reviews" USING btree ("user_id");