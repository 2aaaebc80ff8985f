import { site } from '@/lib/site';

/** The home page's own words (spec part 1, sections 1 and 9). */
/**
 * The home page's name (the navigation's and the metadata's; its h1 is the hero
 * line) and meta description, which app/[lang]/(site)/page.tsx and the search index share.
 */
export const homePage = {
  path: '/',
  title: 'Home',
  description:
    'Masco Group: a knit composite garment group in Bangladesh — knitting, dyeing, printing, embroidery, washing and sewing — with 18000 people and non-apparel businesses.',
};

export const homeContent = {
  hero: {
    eyebrow: `Knit composite since ${site.founded}`,
    title: 'From yarn to finished garment, under one roof.',
    text: `We knit, dye, print, embroider, wash and sew for international brands — about ${site.members.toLocaleString('en-US')} people across Gazipur and Savar, working to one standard.`,
  },
  intro: {
    title: 'One group, the whole knit chain',
    paragraphs: [
      `Masco Group began in ${site.founded} and built its knit composite business in 2001. Today yarn dyeing, sewing thread, knitting, fabric dyeing, printing, embroidery, washing and garment making run in our own units, so a buyer deals with one partner from the first lab dip to the last carton.`,
      'That control shows in the numbers buyers care about: on-time shipment above 99% for the last three years, self-inspection authority on 60% of our shipments, and restricted-substance compliance built into every step.',
    ],
  },
  apparel: [
    {
      label: 'Yarn Dyeing',
      href: '/yarn-dyeing',
      text: 'Package dyeing and lab dips for consistent shade from the first cone.',
    },
    {
      label: 'Knitting',
      href: '/knitting',
      text: 'Circular, flat-bed and auto-stripe machines for jersey, interlock and rib.',
    },
    {
      label: 'Dyeing',
      href: '/dyeing',
      text: 'Three fabric dyeing units with bulk, sample and garment dyeing.',
    },
    {
      label: 'Printing & Embroidery',
      href: '/printing-embroidery',
      text: 'Sublimation, screen and auto printing, multi-head embroidery and laser cutting.',
    },
    {
      label: 'Washing',
      href: '/washing',
      text: 'Garment washing with water-saving, low-impact processes.',
    },
    { label: 'Sewing', href: '/sewing', text: 'Eight sewing units and a sample and CAD section.' },
    {
      label: 'Sewing Thread',
      href: '/sewing-thread',
      text: 'Our own thread, dyed to match, in counts from 20/2 to 150D.',
    },
    {
      label: 'Fabric R&D',
      href: '/fabric-r&d',
      text: 'New constructions, finishes and sustainable fibres, developed with buyers.',
    },
    {
      label: 'Design Hub',
      href: '/design-hub',
      text: 'Trend direction, design and sampling for each season.',
    },
  ],
  nonApparel: [
    {
      label: 'Masco Cricket Academy',
      href: '/masco-cricket-academy',
      text: 'Training programmes on a 16-bigha ground, opened in 2021.',
    },
    {
      label: 'Masco School',
      href: '/masco-school',
      text: 'A Cambridge-accredited school, with a 50% tuition waiver for our employees’ children.',
    },
    {
      label: 'Masco Dairy Farm',
      href: '/masco-dairy-firm',
      text: 'About 200 cows of more than 15 breeds in seven sheds.',
    },
    {
      label: 'Masco Properties',
      href: '/masco-properties',
      text: 'Construction and property development since 2011.',
    },
    {
      label: 'Masminu Motors',
      href: '/masminu-motors',
      text: 'A motorcycle dealership serving the region.',
    },
    {
      label: 'Masco Share & Security',
      href: '/masco-share&security',
      text: 'The group’s exposure to the capital market.',
    },
  ],
  mission:
    'To make knit garments our buyers can rely on — on time, to specification and responsibly made — while giving our people safe work, fair pay and a future.',
  vision:
    'To be the knit composite partner international brands choose first in Bangladesh: vertically integrated, transparent and leading the industry towards cleaner production.',
  values: [
    {
      name: 'Integrity',
      text: 'We say what we do and do what we say, to buyers, workers and auditors alike.',
    },
    {
      name: 'Adaptability',
      text: 'Styles, volumes and lead times change; our planning changes with them.',
    },
    {
      name: 'Passion',
      text: 'We care about the garment in the buyer’s store, not only the one on our line.',
    },
    { name: 'Commitment', text: 'A confirmed ship date is a promise we keep.' },
    {
      name: 'Impartiality',
      text: 'Every worker, supplier and buyer is treated by the same fair rules.',
    },
    {
      name: 'Innovation',
      text: 'From fabric R&D to water recycling, we keep improving how we make things.',
    },
  ],
  management: {
    title: 'A message from our Chairman',
    quote:
      'We built Masco on a simple belief: a buyer should be able to trust every step between the yarn and the finished garment. Twenty-five years on, that belief still guides every decision we make.',
  },
  /** The four achievement counters: value counted up to, and what is shown around it. */
  counters: [
    { value: 5, suffix: ' Star', label: 'Printing and embroidery' },
    { value: 99, suffix: '% +', label: 'On-time delivery' },
    { value: 30, suffix: ' +', label: 'Clients among international brands' },
    { value: 5, suffix: ' Star', label: '60% self-inspection and lab accreditation' },
  ],
  sustainability: {
    title: 'Cleaner production, measured',
    text: 'LEED-certified buildings, recycled process water, ZDHC-aligned chemistry and verified Higg FEM scores: our sustainability work is tracked against the clock, and published.',
  },
  overview: { title: 'Business overview', years: '2009 to 2021' },
} as const;

/** The words around the home page's blocks: their headings, links and captions. */
export const homeLabels = {
  hero: { glance: 'Masco at a glance', contact: 'Get in touch' },
  news: {
    region: 'Latest news',
    badge: 'News',
    pause: 'Pause the headlines',
    english: 'in English',
  },
  intro: {
    eyebrow: 'About Masco Group',
    glance: 'Masco at a glance',
    career: 'Work with us: open positions',
    tour: 'Take the virtual factory tour ↗',
    newTab: ' (opens in a new tab)',
    founded: 'Founded',
    knitSince: 'Knit composite since',
    people: 'People',
    onTime: 'On-time shipment',
  },
  apparel: { eyebrow: 'Apparel business', title: 'Every process of a knit garment' },
  nonApparel: { eyebrow: 'Non-apparel business', title: 'Beyond the factory floor' },
  mission: 'Mission',
  vision: 'Vision',
  values: { eyebrow: 'What we stand for', title: 'Our values' },
  management: { eyebrow: 'Management', link: 'Read the Chairman’s message' },
  achievements: { eyebrow: 'Achievements', title: 'Numbers our buyers rely on' },
  clients: {
    eyebrow: 'Valued clients',
    title: 'Trusted by international brands',
    all: 'All our clients',
    newTab: ' (opens in a new tab)',
  },
  awards: {
    eyebrow: 'Awards',
    title: 'Recognised for what we make',
    slider: 'Awards',
    all: 'All awards and achievements',
  },
  sustainability: {
    eyebrow: 'Sustainability',
    link: 'Our sustainability work',
    clock: 'The Masco sustainability clock',
  },
  certifications: { eyebrow: 'Certifications', title: 'Certified across the chain' },
  overview: { turnover: 'Export turnover', share: 'Export share by region' },
};
