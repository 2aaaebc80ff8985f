CREATE TABLE "file_replacements" (
	"hash" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"replaced_by" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
