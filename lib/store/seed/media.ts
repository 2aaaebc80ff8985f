import manifest from './demo-assets.json';

/**
 * Paths of the demo images and files. demo-assets.json is the one list:
 * scripts/make-demo-assets.mjs draws exactly these files into public/demo, and the
 * seed refers to them only through these helpers, so the two cannot drift apart.
 */
type Series = keyof typeof manifest.series;
const pad = (n: number) => String(n).padStart(2, '0');
const item = (series: Series) => (n: number) => {
  const { dir, name, ext } = manifest.series[series];
  return `/demo/${dir}/${name}-${pad(n)}.${ext}`;
};

export const demoCounts = Object.fromEntries(
  Object.entries(manifest.series).map(([key, series]) => [key, series.count]),
) as Record<Series, number>;

export const demoCharts = manifest.charts as readonly DemoChart[];
export type DemoChart =
  | 'business-overview'
  | 'export-countries'
  | 'sustainable-clock'
  | 'material-chart'
  | 'recognition-question'
  | 'recognition-worker'
  | 'air-emission';

export const demo = {
  /** Article images; thumbnail and featured image share them. */
  blog: item('blog'),
  news: item('news'),
  /** Video poster frames. */
  video: item('video'),
  clientLogo: item('clientLogo'),
  award: item('award'),
  certificate: item('certificate'),
  publication: item('publication'),
  magazine: item('magazine'),
  author: item('author'),
  /** Factory and people photographs (social programmes, washing eco images). */
  photo: item('photo'),
  /** Charts and infographics. */
  chart: (name: DemoChart) => `/demo/charts/${name}.webp`,
  /** PDF documents: the brochure, one per publication, one per magazine. */
  file: (name: string) => `/demo/files/${name}.pdf`,
} as const;

/** PDF files the asset script writes. */
export const demoFiles = [
  manifest.brochure,
  ...Array.from({ length: demoCounts.publication }, (_, i) => `publication-${pad(i + 1)}`),
  ...Array.from({ length: demoCounts.magazine }, (_, i) => `magazine-${pad(i + 1)}`),
];
