-- An article never published may be a draft of no more than a title (no author, no category yet).
ALTER TABLE "blog_posts" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "category_slug" DROP NOT NULL;
