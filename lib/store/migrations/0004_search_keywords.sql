-- Site search: a page's navigation label and the words visitors use for it
-- (lib/search/synonyms.ts), weighted as its title and never shown. The generated
-- column is made again with them (dropping it drops its index, made again too).
ALTER TABLE "search_documents" ADD COLUMN "keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "keywords"), 'A') || setweight(to_tsvector('english', "summary"), 'B') || setweight(to_tsvector('english', "body"), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "search_documents_search" ON "search_documents" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
-- The keywords' words are words of the site: typos near them are forgiven, a last word completes to them.
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.published THEN
    INSERT INTO search_words (word)
    SELECT DISTINCT lexeme FROM unnest(to_tsvector('simple', NEW.title || ' ' || NEW.keywords || ' ' || NEW.summary || ' ' || NEW.body))
    WHERE length(lexeme) BETWEEN 3 AND 40 AND lexeme ~ '^[[:alpha:]]+$'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
