// The routes `npm run audit` and `npm run bench` measure: one of each kind of
// public page (issue 48): the home page, an about page, a unit page with figures,
// the long sustainability page, the blog list and an article, a media item, the
// search page, the career and contact pages.

/** The first link of `prefix` on `page`'s HTML (the newest item of a list), or null. */
async function firstLink(base, page, prefix) {
  const html = await (await fetch(base + page)).text();
  return new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html)?.[1] ?? null;
}

export async function auditedRoutes(base) {
  const blogs = await (await fetch(`${base}/api/posts/get-blogs?per_page=1`)).json();
  const slug = blogs?.blogs?.data?.[0]?.slug;
  const media = await firstLink(base, '/media', '/media-details/');
  return [
    ['home', '/'],
    ['at a glance', '/masco-at-a-glance'],
    ['unit page', '/knitting'],
    ['sustainability', '/sustainability'],
    ['blog list', '/blogs'],
    ['blog detail', slug ? `/blogs/details/${slug}` : '/blogs'],
    ['media detail', media ?? '/media'],
    ['search', '/search?q=knitting'],
    ['career', '/career'],
    ['contact', '/contact-us'],
  ];
}

/**
 * The audited routes and their Bangla twins (issue 49: the budgets hold in Bangla
 * too). The audit gates both; the bench measures the English ones.
 */
export async function auditedRoutesInBothLanguages(base) {
  const english = await auditedRoutes(base);
  return [
    ...english,
    ...english.map(([name, route]) => [`${name} (বাংলা)`, route === '/' ? '/bn' : `/bn${route}`]),
  ];
}

/** Routes that ask search engines not to index them (robots noindex), by design. */
export const notForIndexing = (route) => /^(\/bn)?\/search/.test(route);
