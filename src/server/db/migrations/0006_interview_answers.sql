CREATE TABLE "interview_answers" (
	"session_id" text NOT NULL,
	"position" integer NOT NULL,
	"part" integer NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_answers_session_id_position_part_pk" PRIMARY KEY("session_id","position","part")
);
--> statement-breakpoint
ALTER TABLE "interview_questions" ADD COLUMN "elapsed_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD COLUMN "evaluation_status" text;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD COLUMN "evaluation" jsonb;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD COLUMN "evaluation_error" text;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD COLUMN "evaluation_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "evaluation_kind" text;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "evaluated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_question_fk" FOREIGN KEY ("session_id","position") REFERENCES "public"."interview_questions"("session_id","position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_answers_user_id_idx" ON "interview_answers" USING btree ("user_id");