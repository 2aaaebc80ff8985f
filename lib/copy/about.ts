import type { glanceTiles } from '@/lib/content/contract';
import { site } from '@/lib/site';

/** The eight overview tiles of /masco-at-a-glance: label and 'Read More' target ('#' for man power). */
export const glanceOverview: {
  field: (typeof glanceTiles)[number];
  label: string;
  href: string;
  /** A count of people, read in the page's digits; the rest are capacities a buyer compares. */
  count?: true;
}[] = [
  { field: 'man_power', label: 'Man Power', href: '#', count: true },
  { field: 'knitting_capacity', label: 'Knitting Capacity', href: '/knitting' },
  { field: 'dyeing_capacity', label: 'Dyeing Capacity', href: '/dyeing' },
  { field: 'printing_capacity', label: 'Printing Capacity', href: '/printing-embroidery' },
  { field: 'embroidery_capacity', label: 'Embroidery Capacity', href: '/printing-embroidery' },
  { field: 'sewing_capacity', label: 'Sewing Capacity', href: '/sewing' },
  { field: 'washing_capacity', label: 'Washing Capacity', href: '/washing' },
  { field: 'export_capacity', label: 'Export Capacity', href: '/sewing' },
];

export const glancePage = {
  path: '/masco-at-a-glance',
  title: 'Masco at a Glance',
  description:
    'Masco Group at a glance: people, knitting, dyeing, printing, embroidery, sewing, washing and export capacity, and how we work with our buyers.',
  intro: `A vertically integrated knit composite group, founded in ${site.founded}: ${site.members.toLocaleString('en-US')}+ people knitting, dyeing, printing, embroidering, washing and sewing garments for international brands.`,
  labels: {
    eyebrow: 'About us',
    figuresEyebrow: 'The group in figures',
    figuresTitle: 'Overview',
    acrossGroup: 'Across the group',
    readMore: 'Read More',
    about: 'about',
    businessEyebrow: 'How we work',
    businessTitle: 'Our business',
    practicesEyebrow: 'Every unit, every day',
  },
};

/**
 * The business section. Its text comes from the glance record (the field in
 * `field`); the words here stand in until the record has them.
 */
export const businessSection = [
  {
    field: 'product_mix',
    title: 'Product Mix',
    fallback:
      'T-shirts, polo shirts, sweatshirts and hoodies, joggers, leggings, sleepwear, and kids’ and babies’ wear, knitted, dyed, printed, washed and sewn within the group.',
  },
  {
    field: 'rsl',
    title: 'RSL',
    fallback:
      'Every unit works to our buyers’ restricted substance lists and the ZDHC MRSL, with finished goods tested in accredited laboratories before shipment.',
  },
  {
    field: 'empowerment_by_clients',
    title: 'Empowerment By The Clients',
    fallback:
      'Our clients have given us self-inspection authority on 60% of shipments and accredited our laboratories.',
  },
  {
    field: 'on_time_shipment',
    title: 'On-Time Shipment',
    fallback:
      'More than 99% of our shipments leave on time, planned against one group-wide production plan.',
  },
] as const;

export const bestPractices = {
  title: 'Best Practices',
  intro: 'Four disciplines run through every unit, from the knitting floor to the finishing table.',
  items: [
    {
      name: 'TQM',
      title: 'Total Quality Management',
      text: 'Quality is built in at every process, not inspected in at the end: in-line checks, root-cause analysis and a quality team that reports to the unit head, not to production.',
    },
    {
      name: 'Kaizen',
      title: 'Continuous improvement',
      text: 'Small improvements suggested by the people who do the work, tried on one line and spread to all. Hundreds are adopted every year.',
    },
    {
      name: 'Kanban',
      title: 'Pull production',
      text: 'Cut panels, trims and thread move to the line when the line signals for them, keeping work in progress low and problems visible.',
    },
    {
      name: '5S',
      title: 'Sort, set, shine, standardise, sustain',
      text: 'Clean, ordered workplaces where every tool has its place: safer floors, fewer defects and faster changeovers.',
    },
  ],
};

export const managementMessage = {
  path: '/management-message',
  title: 'Message from the Chairman',
  description:
    'A welcome message from the Chairman of Masco Group on the group’s story, its people, its buyers and its commitment to responsible manufacturing.',
  chairman: {
    name: 'Mohammad Abdul Momen',
    role: `Chairman, ${site.name}`,
    portrait: '/images/chairman.svg',
  },
  greeting: 'Welcome to Masco Group.',
  labels: {
    eyebrow: 'About us',
    trail: 'Management Message',
    section: 'The Chairman’s message',
  },
  paragraphs: [
    `When we started in ${site.founded} with a single knitting floor, our ambition was simple: to make knitwear that our buyers could rely on, in a way our workers could be proud of. More than a quarter of a century later that ambition has not changed, but the group around it has grown into a vertically integrated composite of knitting, yarn and fabric dyeing, printing, embroidery, washing and sewing, with ${site.members.toLocaleString('en-US')} colleagues across our factories.`,
    'Integration is not an end in itself. It lets us answer for every step of a garment: the yarn we buy, the chemicals we use, the water we return to the river and the hours our people work. It lets us develop a fabric, a print and a wash together with a buyer’s designer and then make it at scale without handing it from supplier to supplier.',
    'Our people are the reason our buyers stay with us. We invest in their skills through our training centre, in their health through our medical centres and day-care, and in their children through Masco School. Many of our line chiefs, quality auditors and managers started as operators on our floors, and that is the path we want to keep open.',
    'We believe the future of our industry belongs to manufacturers who can prove what they claim. That is why our factories are audited and certified, why Tasniah Fabrics was built as a green factory, and why we publish our sustainability figures. We will keep reducing the energy, water and chemicals each garment needs, and keep reporting honestly on our progress.',
    'To our buyers, partners and neighbours: thank you for your trust. We look forward to growing with you, and to welcoming you to our factories.',
  ],
};

export const clientsPage = {
  path: '/clients-logo',
  title: 'Our Clients',
  description:
    'The international brands and retailers Masco Group makes knitwear for: a selection of our clients across Europe, North America and Asia.',
  intro:
    'We make knitwear for international brands and retailers across Europe, North America and Asia. Many have worked with us for more than a decade.',
  empty: 'Our client list is being updated. Please check back soon.',
  labels: { eyebrow: 'About us', sectionEyebrow: 'Clients', sectionTitle: 'Brands we make for' },
};

export const awardsPage = {
  path: '/awards',
  title: 'Awards & Achievements',
  description:
    'Awards and recognition Masco Group has received for export performance, compliance, sustainability and its people.',
  intro:
    'Recognition from our buyers, industry bodies and the government for export performance, compliance, sustainability and the way we treat our people.',
  empty: 'Our awards are being updated. Please check back soon.',
  labels: { eyebrow: 'About us', sectionEyebrow: 'Awards', sectionTitle: 'Recognition' },
};
