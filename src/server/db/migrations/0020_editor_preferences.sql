ALTER TABLE "workspace_preferences" ADD COLUMN "editor_font_size" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_preferences" ADD COLUMN "editor_key_bindings" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_preferences" ADD COLUMN "editor_starts_blank" boolean DEFAULT false NOT NULL;