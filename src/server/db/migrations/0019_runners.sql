CREATE TABLE "runners" (
	"id" text PRIMARY KEY NOT NULL,
	"languages" jsonb NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
