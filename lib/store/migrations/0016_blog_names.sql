CREATE TABLE "blog_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bn" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	CONSTRAINT "blog_tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "category_redirects" (
	"from_slug" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_category_slug_blog_categories_slug_fk";
--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "bn" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_slug_blog_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."blog_categories"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_id_unique" UNIQUE("id");
--> statement-breakpoint
-- The Bangla names the code held until now (lib/copy/bn/blog.ts), now the store's (issue 49).
UPDATE "blog_categories" SET "bn" = jsonb_build_object('name', names.bn) FROM (VALUES ('industry-insights', 'শিল্পের খবর ও বিশ্লেষণ'), ('sustainability', 'টেকসই উদ্যোগ'), ('people-culture', 'মানুষ ও সংস্কৃতি'), ('innovation', 'উদ্ভাবন'), ('video', 'ভিডিও'), ('publication', 'প্রকাশনা')) AS names(slug, bn) WHERE "blog_categories"."slug" = names.slug;
--> statement-breakpoint
-- Every tag the articles have, with its Bangla name where the code had one.
INSERT INTO "blog_tags" ("name", "bn") SELECT tags.name, CASE WHEN names.bn IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('name', names.bn) END FROM (SELECT DISTINCT unnest("tags") AS name FROM "blog_posts") AS tags LEFT JOIN (VALUES ('Auto-Stripe', 'অটো-স্ট্রাইপ'), ('Automation', 'অটোমেশন'), ('Careers', 'পেশায় এগিয়ে চলা'), ('Chemical Management', 'রাসায়নিক ব্যবস্থাপনা'), ('Circularity', 'সার্কুলারিটি'), ('Climate', 'জলবায়ু'), ('Colour Management', 'রঙের ব্যবস্থাপনা'), ('Community', 'কমিউনিটি'), ('Cricket', 'ক্রিকেট'), ('Culture', 'সংস্কৃতি'), ('Data', 'তথ্য-উপাত্ত'), ('Digitalisation', 'ডিজিটাল রূপান্তর'), ('Dyeing', 'ডাইং'), ('Education', 'শিক্ষা'), ('Effluent Treatment', 'বর্জ্য পানি শোধন'), ('Embroidery', 'এমব্রয়ডারি'), ('Energy', 'জ্বালানি'), ('Engagement', 'সম্পৃক্ততা'), ('Europe', 'ইউরোপ'), ('Events', 'আয়োজন'), ('Export', 'রপ্তানি'), ('Green Building', 'সবুজ ভবন'), ('Green Tour', 'গ্রিন ট্যুর'), ('Industrial Engineering', 'ইন্ডাস্ট্রিয়াল ইঞ্জিনিয়ারিং'), ('Inspection', 'পরিদর্শন'), ('Knit Fabrics', 'নিট কাপড়'), ('Knitting', 'নিটিং'), ('Lab Dips', 'ল্যাব ডিপ'), ('Laser Cutting', 'লেজার কাটিং'), ('Lead Time', 'লিড টাইম'), ('Masco School', 'মাসকো স্কুল'), ('Materials', 'কাঁচামাল'), ('Merchandising', 'মার্চেন্ডাইজিং'), ('On-Time Delivery', 'সময়মতো ডেলিভারি'), ('Organic Cotton', 'অর্গানিক তুলা'), ('Ozone', 'ওজোন'), ('Polo Shirts', 'পোলো শার্ট'), ('Printing', 'প্রিন্টিং'), ('Product Development', 'পণ্য উন্নয়ন'), ('Quality', 'মান'), ('Recycled Polyester', 'রিসাইকেলড পলিয়েস্টার'), ('Recycling', 'পুনর্ব্যবহার'), ('Regulation', 'নীতিমালা'), ('Sewing', 'সেলাই'), ('Skills', 'দক্ষতা'), ('Social Compliance', 'সামাজিক কমপ্লায়েন্স'), ('Solar', 'সৌরবিদ্যুৎ'), ('Sourcing', 'সোর্সিং'), ('Sublimation', 'সাবলিমেশন'), ('Traceability', 'উৎস যাচাই'), ('Training', 'প্রশিক্ষণ'), ('Trends', 'নতুন ধারা'), ('Vertical Integration', 'এক ছাদের নিচে উৎপাদন'), ('Washing', 'ওয়াশিং'), ('Waste', 'বর্জ্য'), ('Water', 'পানি'), ('Wellbeing', 'সুস্থতা'), ('Women', 'নারী'), ('Yarn Dyeing', 'ইয়ার্ন ডাইং'), ('Youth', 'তরুণ প্রজন্ম')) AS names(name, bn) ON names.name = tags.name ORDER BY tags.name;
