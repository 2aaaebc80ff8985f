/**
 * Paths of the demo images and files that `scripts/make-demo-assets.mjs` draws
 * into public/demo. The seed refers to them only through these helpers, so the
 * two cannot drift apart.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export const demoCounts = {
  blog: 24,
  news: 12,
  video: 10,
  clientLogo: 16,
  award: 8,
  certificate: 18,
  publication: 12,
  magazine: 6,
  author: 4,
  photo: 24,
} as const;

export const demo = {
  /** 1200x675 article images; thumbnail and featured image share them. */
  blog: (n: number) => `/demo/blog/blog-${pad(n)}.webp`,
  /** 1200x675 news photographs. */
  news: (n: number) => `/demo/news/news-${pad(n)}.webp`,
  /** 1280x720 video poster frames. */
  video: (n: number) => `/demo/video/video-${pad(n)}.webp`,
  /** 360x180 client logos (wordmarks on white). */
  clientLogo: (n: number) => `/demo/clients/client-${pad(n)}.png`,
  /** 358x460 award images. */
  award: (n: number) => `/demo/awards/award-${pad(n)}.webp`,
  /** 600x848 certificate scans (portrait A4). */
  certificate: (n: number) => `/demo/certificates/certificate-${pad(n)}.webp`,
  /** 600x800 publication covers. */
  publication: (n: number) => `/demo/publications/publication-${pad(n)}.webp`,
  /** 600x800 magazine covers. */
  magazine: (n: number) => `/demo/magazines/magazine-${pad(n)}.webp`,
  /** 256x256 author portraits. */
  author: (n: number) => `/demo/authors/author-${pad(n)}.webp`,
  /** 1200x800 factory and people photographs (social programmes, washing eco images). */
  photo: (n: number) => `/demo/photos/photo-${pad(n)}.webp`,
  /** 1400x800 charts and infographics. */
  chart: (name: DemoChart) => `/demo/charts/${name}.webp`,
  /** PDF documents: brochure, publication and magazine files. */
  file: (name: string) => `/demo/files/${name}.pdf`,
} as const;

export const demoCharts = [
  'business-overview',
  'export-countries',
  'sustainable-clock',
  'material-chart',
  'recognition-question',
  'recognition-worker',
  'air-emission',
] as const;
export type DemoChart = (typeof demoCharts)[number];

/** PDF files the asset script writes: the brochure, one per publication, one per magazine. */
export const demoFiles = [
  'masco-group-brochure',
  ...Array.from({ length: demoCounts.publication }, (_, i) => `publication-${pad(i + 1)}`),
  ...Array.from({ length: demoCounts.magazine }, (_, i) => `magazine-${pad(i + 1)}`),
];
