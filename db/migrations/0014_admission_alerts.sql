CREATE TABLE "admission_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city" text NOT NULL,
	"college" text NOT NULL,
	"course" text NOT NULL,
	"exams" text NOT NULL,
	"last_date" text NOT NULL,
	"closes" date NOT NULL,
	"fees" text NOT NULL,
	"href" text NOT NULL,
	"link_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admission_alerts_closes_idx" ON "admission_alerts" USING btree ("closes");