-- Written by `npm run db:search` from lib/content/lists.ts: the site search documents of its lists.
CREATE OR REPLACE FUNCTION search_doc_media_item(m media_items) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('media',
    'item-' || m.id,
    CASE WHEN m.media_type = 'news' AND m.slug IS NOT NULL THEN '/media-details/' || m.slug ELSE '/media' END,
    search_plain(m.title),
    search_plain(m.quick_title),
    search_plain(m.content),
    m.created_at,
    m.published,
    NULL::date,
    search_bangla(m.bn->>'title'),
    CASE WHEN coalesce(nullif(m.bn->>'quickTitle', '')) IS NULL THEN '' ELSE search_bangla(coalesce(nullif(m.bn->>'quickTitle', ''), m.quick_title)) END,
    search_bangla(m.bn->>'content'))::search_doc
$$;--> statement-breakpoint
DELETE FROM search_documents s USING media_items r CROSS JOIN LATERAL search_doc_media_item(r) d WHERE s.kind = d.kind AND s.ref = d.ref;--> statement-breakpoint
INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until, title_bn, summary_bn, body_bn) SELECT d.* FROM media_items r CROSS JOIN LATERAL search_doc_media_item(r) d;--> statement-breakpoint
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
    CASE WHEN coalesce(nullif(j.bn->>'jobLocation', ''), nullif(j.bn->>'employmentStatus', '')) IS NULL THEN '' ELSE search_bangla(concat_ws(' · ', coalesce(nullif(j.bn->>'jobLocation', ''), j.job_location), coalesce(nullif(j.bn->>'employmentStatus', ''), j.employment_status), 'শূন্য পদ: ' || j.vacancy)) END,
    '')::search_doc
$$;--> statement-breakpoint
DELETE FROM search_documents s USING job_posts r CROSS JOIN LATERAL search_doc_job_post(r) d WHERE s.kind = d.kind AND s.ref = d.ref;--> statement-breakpoint
INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until, title_bn, summary_bn, body_bn) SELECT d.* FROM job_posts r CROSS JOIN LATERAL search_doc_job_post(r) d;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_doc_publication(p publications) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('publication',
    'publication-' || p.id,
    '/publications',
    search_plain(p.title),
    '',
    '',
    p.published_at,
    p.published,
    NULL::date,
    search_bangla(p.bn->>'title'),
    '',
    '')::search_doc
$$;--> statement-breakpoint
DELETE FROM search_documents s USING publications r CROSS JOIN LATERAL search_doc_publication(r) d WHERE s.kind = d.kind AND s.ref = d.ref;--> statement-breakpoint
INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until, title_bn, summary_bn, body_bn) SELECT d.* FROM publications r CROSS JOIN LATERAL search_doc_publication(r) d;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_doc_magazine(m magazines) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('publication',
    'magazine-' || m.id,
    '/media',
    search_plain(m.title),
    '',
    '',
    m.created_at,
    m.published,
    NULL::date,
    search_bangla(m.bn->>'title'),
    '',
    '')::search_doc
$$;--> statement-breakpoint
DELETE FROM search_documents s USING magazines r CROSS JOIN LATERAL search_doc_magazine(r) d WHERE s.kind = d.kind AND s.ref = d.ref;--> statement-breakpoint
INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until, title_bn, summary_bn, body_bn) SELECT d.* FROM magazines r CROSS JOIN LATERAL search_doc_magazine(r) d;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_doc_video(v videos) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('media',
    'video-' || v.id,
    '/blogs/video',
    search_plain(v.title),
    '',
    '',
    v.published_at,
    v.published,
    NULL::date,
    search_bangla(v.bn->>'title'),
    '',
    '')::search_doc
$$;--> statement-breakpoint
DELETE FROM search_documents s USING videos r CROSS JOIN LATERAL search_doc_video(r) d WHERE s.kind = d.kind AND s.ref = d.ref;--> statement-breakpoint
INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until, title_bn, summary_bn, body_bn) SELECT d.* FROM videos r CROSS JOIN LATERAL search_doc_video(r) d;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_doc_author(a authors) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('author',
    a.id::text,
    '/blogs/author/' || a.id,
    search_plain(a.full_name),
    '',
    '',
    NULL::timestamptz,
    true,
    NULL::date,
    search_bangla(a.bn->>'fullName'),
    '',
    '')::search_doc
$$;--> statement-breakpoint
DELETE FROM search_documents s USING authors r CROSS JOIN LATERAL search_doc_author(r) d WHERE s.kind = d.kind AND s.ref = d.ref;--> statement-breakpoint
INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until, title_bn, summary_bn, body_bn) SELECT d.* FROM authors r CROSS JOIN LATERAL search_doc_author(r) d;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_doc_blog_post(p blog_posts) RETURNS search_doc LANGUAGE sql STABLE AS $$
  SELECT ROW('article',
    p.id::text,
    '/blogs/details/' || p.slug,
    search_plain(p.title),
    search_plain(concat_ws(' ', p.short_description, array_to_string(p.tags, ' '))),
    search_plain(p.description),
    p.published_at,
    p.published,
    NULL::date,
    search_bangla(p.bn->>'title'),
    CASE WHEN coalesce(nullif(p.bn->>'shortDescription', '')) IS NULL THEN '' ELSE search_bangla(concat_ws(' ', coalesce(nullif(p.bn->>'shortDescription', ''), p.short_description), array_to_string(p.tags, ' '))) END,
    search_bangla(p.bn->>'description'))::search_doc
$$;--> statement-breakpoint
DELETE FROM search_documents s USING blog_posts r CROSS JOIN LATERAL search_doc_blog_post(r) d WHERE s.kind = d.kind AND s.ref = d.ref;--> statement-breakpoint
INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until, title_bn, summary_bn, body_bn) SELECT d.* FROM blog_posts r CROSS JOIN LATERAL search_doc_blog_post(r) d;
