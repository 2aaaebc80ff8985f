CREATE TABLE "authors" (
	"id" integer PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"feature_image" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"on_home" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"featured_image" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"headline" boolean DEFAULT false NOT NULL,
	"reading_time" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"author_id" integer NOT NULL,
	"category_slug" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"feature_image" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"on_home" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_logos" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"feature_image" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"on_home" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"job_location" text NOT NULL,
	"employment_status" text NOT NULL,
	"vacancy" text NOT NULL,
	"application_deadline" date NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazines" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"feature_image" text DEFAULT '' NOT NULL,
	"attachment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"slug" text,
	"quick_title" text NOT NULL,
	"title" text NOT NULL,
	"feature_image" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"attachment" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records" (
	"key" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"video_link" text NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_slug_blog_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."blog_categories"("slug") ON DELETE no action ON UPDATE no action;