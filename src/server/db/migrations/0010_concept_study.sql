CREATE TABLE "concept_study" (
	"user_id" text NOT NULL,
	"concept_id" text NOT NULL,
	"day" text NOT NULL,
	"seconds" integer NOT NULL,
	"readings" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "concept_study_user_id_concept_id_day_pk" PRIMARY KEY("user_id","concept_id","day")
);
--> statement-breakpoint
ALTER TABLE "concept_study" ADD CONSTRAINT "concept_study_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;