CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_sliders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_name" text NOT NULL,
	"college_title" text NOT NULL,
	"link_name1" text NOT NULL,
	"link_name2" text NOT NULL,
	"link_name3" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "college_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"college_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"fees" text NOT NULL,
	"eligibility" text NOT NULL,
	"application_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colleges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"subheading" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"rank" integer,
	"fee" text NOT NULL,
	"placement_avg" text NOT NULL,
	"placement_high" text NOT NULL,
	"eligibility" text DEFAULT '' NOT NULL,
	"banner_text" text NOT NULL,
	"banner_sub_text" text NOT NULL,
	"heading" text NOT NULL,
	"sub_heading1" text NOT NULL,
	"sub_heading2" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colleges_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"course" text NOT NULL,
	"terms" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"source" text DEFAULT 'counselling' NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_course_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_name" text NOT NULL,
	"banner_heading" text NOT NULL,
	"banner_text" text NOT NULL,
	"title" text NOT NULL,
	"heading" text NOT NULL,
	"sub_heading" text NOT NULL,
	"img_heading" text NOT NULL,
	"img_para1" text NOT NULL,
	"img_para2" text NOT NULL,
	"table_heading" text NOT NULL,
	"table_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"course" text NOT NULL,
	"fees" text NOT NULL,
	"eligibility" text NOT NULL,
	"application_date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text NOT NULL,
	"name" text NOT NULL,
	"image_alt" text NOT NULL,
	"banner_heading" text NOT NULL,
	"banner_sub_heading" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"csrf_token" text NOT NULL,
	"persistent" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"college_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"fee" text NOT NULL,
	"application_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "college_courses" ADD CONSTRAINT "college_courses_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_courses" ADD CONSTRAINT "program_courses_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_course_id_college_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."college_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_sliders_created_idx" ON "card_sliders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "college_courses_college_idx" ON "college_courses" USING btree ("college_id","position");--> statement-breakpoint
CREATE INDEX "college_courses_key_idx" ON "college_courses" USING btree (regexp_replace(lower("name"), '[^a-z0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "colleges_state_idx" ON "colleges" USING btree (lower("state"));--> statement-breakpoint
CREATE INDEX "colleges_city_idx" ON "colleges" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "colleges_rank_name_idx" ON "colleges" USING btree ("rank","name");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_dedupe_idx" ON "leads" USING btree ("email","phone","source","context","created_at");--> statement-breakpoint
CREATE INDEX "nav_course_pages_created_idx" ON "nav_course_pages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "program_courses_program_idx" ON "program_courses" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "programs_created_idx" ON "programs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_admin_idx" ON "sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "streams_course_idx" ON "streams" USING btree ("college_id","course_id");--> statement-breakpoint
CREATE INDEX "streams_created_idx" ON "streams" USING btree ("created_at");