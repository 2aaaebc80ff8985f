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
    j.application_deadline,
    search_bangla(j.bn->>'title'),
    CASE WHEN coalesce(nullif(j.bn->>'jobLocation', ''), nullif(j.bn->>'employmentStatus', '')) IS NULL THEN '' ELSE search_bangla(concat_ws(' · ', coalesce(nullif(j.bn->>'jobLocation', ''), j.job_location), coalesce(nullif(j.bn->>'employmentStatus', ''), j.employment_status), 'শূন্য পদ: ' || translate(j.vacancy, '0123456789', '০১২৩৪৫৬৭৮৯'))) END,
    '')::search_doc
$$;--> statement-breakpoint
DELETE FROM search_documents s USING job_posts r CROSS JOIN LATERAL search_doc_job_post(r) d WHERE s.kind = d.kind AND s.ref = d.ref;--> statement-breakpoint
INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until, title_bn, summary_bn, body_bn) SELECT d.* FROM job_posts r CROSS JOIN LATERAL search_doc_job_post(r) d;
