CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"lease_token" text,
	"lease_expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"title" text,
	"body" text,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_user_kind_key_idx" ON "notification_deliveries" USING btree ("user_id","kind","key");--> statement-breakpoint
CREATE INDEX "notification_deliveries_unseen_idx" ON "notification_deliveries" USING btree ("user_id","seen_at");