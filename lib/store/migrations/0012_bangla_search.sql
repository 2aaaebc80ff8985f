ALTER TABLE "search_documents" ADD COLUMN "title_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "summary_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "body_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "keywords_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "search_bn" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "title_bn") || to_tsvector('english', CASE WHEN "title_bn" = '' THEN "title" ELSE '' END), 'A') || setweight(to_tsvector('simple', "keywords_bn") || to_tsvector('english', "keywords"), 'A') || setweight(to_tsvector('simple', "summary_bn") || to_tsvector('english', CASE WHEN "summary_bn" = '' THEN "summary" ELSE '' END), 'B') || setweight(to_tsvector('simple', "body_bn") || to_tsvector('english', CASE WHEN "body_bn" = '' THEN "body" ELSE '' END), 'C') || setweight(to_tsvector('english', CASE WHEN "title_bn" = '' THEN '' ELSE "title" END || ' ' || CASE WHEN "summary_bn" = '' THEN '' ELSE "summary" END), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "search_documents_search_bn" ON "search_documents" USING gin ("search_bn") WITH (fastupdate=false);--> statement-breakpoint
-- Kept in the row, as "search" is (0003): every Bangla match reads it.
ALTER TABLE "search_documents" ALTER COLUMN "search_bn" SET STORAGE MAIN;--> statement-breakpoint
-- Bangla as the search keeps it (issue 49): plain text, NFC, without the zero-width
-- joiner and non-joiner, which only choose how a conjunct is drawn; a query's words
-- lose them too (lib/search/query.ts), so words typed either way match.
CREATE FUNCTION search_bangla(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT normalize(translate(search_plain(html), E'\u200c\u200d', ''), NFC)
$$;--> statement-breakpoint
ALTER TYPE search_doc ADD ATTRIBUTE title_bn text, ADD ATTRIBUTE summary_bn text, ADD ATTRIBUTE body_bn text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc search_doc;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('SELECT (%I($1)).*', TG_ARGV[0]) INTO doc USING OLD;
    DELETE FROM search_documents WHERE kind = doc.kind AND ref = doc.ref;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('SELECT (%I($1)).*', TG_ARGV[0]) INTO doc USING NEW;
    INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until, title_bn, summary_bn, body_bn)
    VALUES (doc.kind, doc.ref, doc.href, doc.title, doc.summary, doc.body, doc.published_at, doc.published, doc.open_until,
      coalesce(doc.title_bn, ''), coalesce(doc.summary_bn, ''), coalesce(doc.body_bn, ''));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The Bangla words too (Bengali script only: a letter's vowel signs, hasanta and nukta
-- are in the word), for the typos and completions of /bn/search.
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.published THEN
    INSERT INTO search_words (word)
    SELECT lexeme FROM unnest(to_tsvector('simple', NEW.title || ' ' || NEW.keywords || ' ' || NEW.summary || ' ' || NEW.body))
    WHERE length(lexeme) BETWEEN 3 AND 40 AND lexeme ~ '^[[:alpha:]]+$'
    UNION
    SELECT lexeme FROM unnest(to_tsvector('simple', NEW.title_bn || ' ' || NEW.summary_bn || ' ' || NEW.body_bn || ' ' || NEW.keywords_bn))
    WHERE length(lexeme) BETWEEN 2 AND 40 AND lexeme ~ '^[\u0980-\u09ff]+$'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
