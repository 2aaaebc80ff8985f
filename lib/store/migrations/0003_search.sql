CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"href" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"published" boolean DEFAULT true NOT NULL,
	"open_until" date,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "summary"), 'B') || setweight(to_tsvector('english', "body"), 'C')) STORED,
	CONSTRAINT "search_documents_kind_ref_pk" PRIMARY KEY("kind","ref")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_search" ON "search_documents" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_trigrams" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Kept in the row (compressed), not in TOAST: every match reads it, and a seq scan fetching it back from TOAST cost more than the match.
ALTER TABLE "search_documents" ALTER COLUMN "search" SET STORAGE MAIN;
--> statement-breakpoint
-- Site search. Each content table's rows are written into search_documents by a
-- trigger, so the index is current after every write (the editing area's, a
-- seed's, a restore's), in the same transaction. The search_doc_* functions say
-- once what a row's document is; the trigger and the first fill below use them.
CREATE TYPE search_doc AS (
  kind text, ref text, href text, title text, summary text, body text,
  published_at timestamptz, published boolean, open_until date
);--> statement-breakpoint
CREATE FUNCTION search_plain(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '[[:cntrl:][:space:]]+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE FUNCTION search_doc_blog_post(p blog_posts) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('article', p.id::text, '/blogs/details/' || p.slug, search_plain(p.title),
    search_plain(p.short_description || ' ' || array_to_string(p.tags, ' ')),
    search_plain(p.description), p.published_at, p.published, NULL::date)::search_doc
$$;--> statement-breakpoint
CREATE FUNCTION search_doc_media_item(m media_items) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('media', 'item-' || m.id,
    CASE WHEN m.media_type = 'news' AND m.slug IS NOT NULL THEN '/media-details/' || m.slug ELSE '/media' END,
    search_plain(m.title), search_plain(m.quick_title), search_plain(m.content),
    m.created_at, m.published, NULL::date)::search_doc
$$;--> statement-breakpoint
CREATE FUNCTION search_doc_video(v videos) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('media', 'video-' || v.id, '/blogs/video', search_plain(v.title), '', '',
    v.published_at, v.published, NULL::date)::search_doc
$$;--> statement-breakpoint
CREATE FUNCTION search_doc_publication(p publications) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('publication', 'publication-' || p.id, '/publications', search_plain(p.title),
    '', '', p.published_at, p.published, NULL::date)::search_doc
$$;--> statement-breakpoint
CREATE FUNCTION search_doc_magazine(m magazines) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('publication', 'magazine-' || m.id, '/media', search_plain(m.title), '', '',
    m.created_at, m.published, NULL::date)::search_doc
$$;--> statement-breakpoint
CREATE FUNCTION search_doc_job_post(j job_posts) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('job', j.id::text, '/career', search_plain(j.title),
    search_plain(j.job_location || ' · ' || j.employment_status || ' · Vacancy: ' || j.vacancy),
    '', NULL::timestamptz, j.published, j.application_deadline)::search_doc
$$;--> statement-breakpoint
CREATE FUNCTION search_doc_author(a authors) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('author', a.id::text, '/blogs/author/' || a.id, search_plain(a.full_name),
    '', '', NULL::timestamptz, true, NULL::date)::search_doc
$$;--> statement-breakpoint
-- One trigger function for every content table: its argument names the table's search_doc_* function.
CREATE FUNCTION search_index_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc search_doc;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('SELECT (%I($1)).*', TG_ARGV[0]) INTO doc USING OLD;
    DELETE FROM search_documents WHERE kind = doc.kind AND ref = doc.ref;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('SELECT (%I($1)).*', TG_ARGV[0]) INTO doc USING NEW;
    INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until)
    VALUES (doc.kind, doc.ref, doc.href, doc.title, doc.summary, doc.body, doc.published_at, doc.published, doc.open_until);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON blog_posts FOR EACH ROW EXECUTE FUNCTION search_index_row('search_doc_blog_post');--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON media_items FOR EACH ROW EXECUTE FUNCTION search_index_row('search_doc_media_item');--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON videos FOR EACH ROW EXECUTE FUNCTION search_index_row('search_doc_video');--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON publications FOR EACH ROW EXECUTE FUNCTION search_index_row('search_doc_publication');--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON magazines FOR EACH ROW EXECUTE FUNCTION search_index_row('search_doc_magazine');--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON job_posts FOR EACH ROW EXECUTE FUNCTION search_index_row('search_doc_job_post');--> statement-breakpoint
CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON authors FOR EACH ROW EXECUTE FUNCTION search_index_row('search_doc_author');--> statement-breakpoint
-- The words of every published document as written, for typos and completions.
-- Words of a document taken down stay (they were public); nothing unpublished enters.
CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.published THEN
    INSERT INTO search_words (word)
    SELECT DISTINCT lexeme FROM unnest(to_tsvector('simple', NEW.title || ' ' || NEW.summary || ' ' || NEW.body))
    WHERE length(lexeme) BETWEEN 3 AND 40 AND lexeme ~ '^[[:alpha:]]+$'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_words_add AFTER INSERT ON search_documents FOR EACH ROW EXECUTE FUNCTION search_words_add();--> statement-breakpoint
INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until)
SELECT (d).* FROM (
  SELECT search_doc_blog_post(t) AS d FROM blog_posts t
  UNION ALL SELECT search_doc_media_item(t) FROM media_items t
  UNION ALL SELECT search_doc_video(t) FROM videos t
  UNION ALL SELECT search_doc_publication(t) FROM publications t
  UNION ALL SELECT search_doc_magazine(t) FROM magazines t
  UNION ALL SELECT search_doc_job_post(t) FROM job_posts t
  UNION ALL SELECT search_doc_author(t) FROM authors t
) AS rows;
