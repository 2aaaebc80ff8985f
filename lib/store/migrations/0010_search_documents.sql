-- Written by `npm run db:search` from lib/content/lists.ts: the site search documents of its lists.
CREATE OR REPLACE FUNCTION search_doc_job_post(j job_posts) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('job',
    j.id::text,
    '/career',
    search_plain(j.title),
    search_plain(concat_ws(' · ', j.job_location, j.employment_status, 'Vacancy: ' || j.vacancy)),
    '',
    NULL::timestamptz,
    j.published,
    j.application_deadline)::search_doc
$$;--> statement-breakpoint
DELETE FROM search_documents s USING job_posts r CROSS JOIN LATERAL search_doc_job_post(r) d WHERE s.kind = d.kind AND s.ref = d.ref;--> statement-breakpoint
INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until) SELECT d.* FROM job_posts r CROSS JOIN LATERAL search_doc_job_post(r) d;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_doc_blog_post(p blog_posts) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('article',
    p.id::text,
    '/blogs/details/' || p.slug,
    search_plain(p.title),
    search_plain(concat_ws(' ', p.short_description, array_to_string(p.tags, ' '))),
    search_plain(p.description),
    p.published_at,
    p.published,
    NULL::date)::search_doc
$$;--> statement-breakpoint
DELETE FROM search_documents s USING blog_posts r CROSS JOIN LATERAL search_doc_blog_post(r) d WHERE s.kind = d.kind AND s.ref = d.ref;--> statement-breakpoint
INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until) SELECT d.* FROM blog_posts r CROSS JOIN LATERAL search_doc_blog_post(r) d;
