CREATE TABLE "article_redirects" (
	"from_slug" text PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
