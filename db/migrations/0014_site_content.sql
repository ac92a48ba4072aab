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
CREATE TABLE "exam_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_slug" text NOT NULL,
	"edition" text NOT NULL,
	"exam_dates" text NOT NULL,
	"exam_starts" date NOT NULL,
	"exam_ends" date NOT NULL,
	"application_dates" text NOT NULL,
	"application_closes" date NOT NULL,
	"result_dates" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_schedules_examSlug_unique" UNIQUE("exam_slug"),
	CONSTRAINT "exam_schedules_days" CHECK ("exam_schedules"."exam_ends" >= "exam_schedules"."exam_starts")
);
--> statement-breakpoint
CREATE TABLE "site_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"href" text NOT NULL,
	"published_on" date NOT NULL,
	"show_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admission_alerts_closes_idx" ON "admission_alerts" USING btree ("closes");--> statement-breakpoint
CREATE INDEX "site_notifications_published_idx" ON "site_notifications" USING btree ("published_on");