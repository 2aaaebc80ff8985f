// Known values served by the test contract server (e2e/support/contract-server.mjs).
// Specs import them to check that pages show exactly what the upstream sent.
export const fixture = {
  brochure: { brochure: { file: '/files/test-brochure.pdf' } },
  knitting: {
    data: {
      circular_machines: 131,
      flat_bed_machines: '17',
      auto_stripe_machines: 9,
      auto_stripe_machines2: 4,
      auto_stripe_rib_machines: 6,
      monthly_capacity: '1,850',
      knitting_certificate: '/images/knit-cert.png',
    },
  },
  headlineBlogs: { blogs: [{ title: 'Upstream headline: knit trends for 2027', slug: 'upstream-knit-trends' }] },
  homeClientLogos: {
    clientLogo: [{ title: 'Upstream Brand Co', link: 'https://brand.example', feature_image: '/images/logo.png' }],
  },
  homeCertificates: { certificates: [{ title: 'Upstream OEKO-TEX', feature_image: '/images/cert.png' }] },
  blog: {
    slug: 'upstream-knit-trends',
    title: 'Upstream headline: knit trends for 2027',
    short_description: 'What buyers will ask for next season, from the upstream CMS.',
    description: '<p>Body from the upstream CMS.</p><script>alert(1)</script><p onclick="x()">Second paragraph.</p>',
    thumbnail: '/images/blog.png',
    featured_image: '',
    featured: true,
    reading_time: '4 min read',
    published_date: '2024-01-01T15:04:05Z',
    author: 'Upstream Author',
    author_id: 7,
    tags: ['Knit', 'Trends'],
    category_slug: 'industry-insights',
  },
};
