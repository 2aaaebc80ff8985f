-- The rest of a long site page's Bangla (issue 49: the home page's lists, the contact
-- page's shortcuts, the design hub's cards, sustainability's tables and stories),
-- searched on /bn/search at the least weight (D), below the page's headings and lead.
ALTER TABLE "search_documents" ADD COLUMN "more_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "search_bn";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "search_bn" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "title_bn") || to_tsvector('english', CASE WHEN "title_bn" = '' THEN "title" ELSE '' END), 'A') || setweight(to_tsvector('simple', "keywords_bn") || to_tsvector('english', "keywords"), 'A') || setweight(to_tsvector('simple', "summary_bn") || to_tsvector('english', CASE WHEN "summary_bn" = '' THEN "summary" ELSE '' END), 'B') || setweight(to_tsvector('simple', "body_bn") || to_tsvector('english', CASE WHEN "body_bn" = '' THEN "body" ELSE '' END), 'C') || setweight(to_tsvector('english', CASE WHEN "title_bn" = '' THEN '' ELSE "title" END || ' ' || CASE WHEN "summary_bn" = '' THEN '' ELSE "summary" END) || to_tsvector('simple', "more_bn"), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "search_documents_search_bn" ON "search_documents" USING gin ("search_bn") WITH (fastupdate=false);--> statement-breakpoint
-- Kept in the row, as "search" is (0003): every Bangla match reads it.
ALTER TABLE "search_documents" ALTER COLUMN "search_bn" SET STORAGE MAIN;--> statement-breakpoint
-- Its words too, for the typos and completions of /bn/search.
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.published THEN
    INSERT INTO search_words (word)
    SELECT lexeme FROM unnest(to_tsvector('simple', NEW.title || ' ' || NEW.keywords || ' ' || NEW.summary || ' ' || NEW.body))
    WHERE length(lexeme) BETWEEN 3 AND 40 AND lexeme ~ '^[[:alpha:]]+$'
    UNION
    SELECT lexeme FROM unnest(to_tsvector('simple', NEW.title_bn || ' ' || NEW.summary_bn || ' ' || NEW.body_bn || ' ' || NEW.keywords_bn || ' ' || NEW.more_bn))
    WHERE length(lexeme) BETWEEN 2 AND 40 AND lexeme ~ '^[\u0980-\u09ff]+$'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
