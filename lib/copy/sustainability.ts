/** /sustainability: the in-page menu, headings, defaults and the words around the data (spec part 2). */
import type { ReadData } from '@/lib/content/contract';

type SocialRecord = ReadData<'social'>['data']['data'];
/** The social record's text and image fields (not its lists). */
type SocialText = {
  [K in keyof SocialRecord]: SocialRecord[K] extends string ? K : never;
}[keyof SocialRecord];
type EnvironmentalRecord = ReadData<'environmental'>['data']['data'];
type FuturePlanRecord = ReadData<'futurePlan'>['data']['data'];
/** The five initiative lists the environmental and future-plan records share. */
type ContentList = keyof EnvironmentalRecord & keyof FuturePlanRecord & `${string}_content`;

export const sustainabilityPage = {
  path: '/sustainability',
  title: 'Sustainability',
  eyebrow: 'Our commitments',
  description:
    'Sustainability at Masco Group: materials and the Higg FEM, energy, water, waste water, air emissions, waste and chemical management, our social programmes and certifications.',
  intro:
    'We measure what our factories take from the environment and give back to the people in them, publish the figures, and set targets to improve them every year.',
  /** Name of the sticky in-page menu. */
  menuLabel: 'On this page',
};

/** Spec part 2, section 4: a section is active from this many pixels before its top. */
export const ACTIVE_OFFSET_PX = 170;
/**
 * Spec part 2, section 9: a click on the menu (and a deep link, as the sections'
 * scroll-margin-top) brings a section's top this many pixels below the viewport
 * top, below the sticky header (64 px) and menu (49 px).
 */
export const SCROLL_OFFSET_PX = 140;

/** Factory names of the compliance table until the record has its own. */
export const complianceFactoryDefaults = [
  'Masco Industries Ltd',
  'Concept Knitting Ltd',
  'Masco Cottons Ltd',
  'Mascotex Ltd',
  'Tasniah Fabrics Ltd',
  'Shanta Expressions Ltd',
  'MPL Wear Ltd',
  'Masco Composite Knit Garments Ltd',
  'Masco Exports Ltd',
  'Masco Printing & Embroidery Ltd',
  'Masco Picasso Ltd',
];

/** The compliance table's columns after the factory: a programme per wire field. */
export const compliancePrograms = [
  { field: 'amfori_bsci', label: 'amfori BSCI' },
  { field: 'sedex', label: 'Sedex' },
  { field: 'better_work', label: 'Better Work' },
  { field: 'social_labor', label: 'SLCP' },
  { field: 'higg_index', label: 'Higg Index' },
] as const;

/** Verification Summary of Higg FEM-2021-22: the ten rows shown until the record arrives. */
export const higgDefaultRows: [
  factory: string,
  higgId: string,
  selfAssessment: string,
  verification: string,
  score: string,
][] = [
  ['Masco Industries Ltd', 'FEM-BD-21-0147', '14-02-2022', '26-04-2022', '86.5'],
  ['Concept Knitting Ltd', 'FEM-BD-21-0152', '17-02-2022', '03-05-2022', '82.0'],
  ['Masco Cottons Ltd', 'FEM-BD-21-0238', '21-02-2022', '12-05-2022', '78.5'],
  ['Mascotex Ltd', 'FEM-BD-21-0241', '24-02-2022', '19-05-2022', '76.0'],
  ['Tasniah Fabrics Ltd', 'FEM-BD-21-0263', '01-03-2022', '07-06-2022', '91.5'],
  ['Shanta Expressions Ltd', 'FEM-BD-21-0309', '06-03-2022', '14-06-2022', '80.5'],
  ['Masco Composite Knit Garments Ltd', 'FEM-BD-21-0312', '08-03-2022', '23-06-2022', '74.5'],
  ['Masco Exports Ltd', 'FEM-BD-21-0356', '13-03-2022', '05-07-2022', '84.0'],
  ['Masco Printing & Embroidery Ltd', 'FEM-BD-21-0398', '20-03-2022', '18-07-2022', '79.0'],
  ['Masco Picasso Ltd', 'FEM-BD-21-0401', '22-03-2022', '27-07-2022', '72.5'],
];

/** The five anchored sections, in page order: id (the spec's anchor), menu label, heading and intro. */
export const sustainabilitySections = [
  {
    id: 'material',
    label: 'Material',
    intro:
      'What our garments are made of, and how our factories score in the Higg Facility Environmental Module (FEM), verified on site by an independent verifier.',
  },
  {
    id: 'environmental',
    label: 'Environmental',
    intro:
      'Energy, water, waste water, air emissions, waste and chemicals: what each of our units does to take less from the environment and return it cleaner.',
  },
  {
    id: 'social',
    label: 'Social',
    intro:
      'The social audits our factories answer to, and what we do for our people and for the communities around our factories.',
  },
  {
    id: 'futurePlan',
    label: 'Future Plans',
    intro:
      'Where we are going next: our targets for energy, water, waste water, waste, air emissions and chemical management.',
  },
  {
    id: 'certifications',
    label: 'Certifications',
    intro: 'The certificates our units hold, by category. Each opens at full size in a new tab.',
  },
] as const;

export type SectionId = (typeof sustainabilitySections)[number]['id'];

/** Shown in a list or table whose data has not arrived (spec part 2, section 4: lists 'N/A'). */
export const notAvailable = 'N/A';

export const materialCopy = {
  chartAlt: 'Material chart: the fibres and materials our products are made from',
  higgTable: {
    caption: 'Verification Summary of Higg FEM-2021-22',
    columns: [
      'SL NO',
      'Factory Name',
      'Higg ID',
      'Self Assessment Date',
      'Verification Date',
      'Verified Score',
    ],
  },
};

/** Environmental topics: a title and icon per initiative list of the record. */
const topic = (field: ContentList, title: string, icon: TopicIcon) => ({ field, title, icon });
export type TopicIcon = 'energy' | 'water' | 'wastewater' | 'air' | 'waste' | 'chemical';

export const environmentalCopy = {
  initiativesLabel: 'Initiatives',
  /** The first five of the six topics; their initiatives come from the record. */
  topics: [
    topic('energy_content', 'Energy & GHG', 'energy'),
    topic('water_content', 'Water', 'water'),
    topic('waste_water_content', 'Waste Water', 'wastewater'),
    topic('air_emmision_content', 'Air Emission', 'air'),
    topic('waste_content', 'Waste', 'waste'),
  ],
  /** The sixth topic has no list on the wire: its initiatives are ours. */
  chemical: {
    title: 'Chemical Management',
    icon: 'chemical' as TopicIcon,
    initiatives: [
      'Chemical inventory screened against the ZDHC MRSL before purchase',
      'Restricted substances tested in accredited laboratories',
    ],
  },
  wasteWaterTable: {
    caption: 'Waste Water',
    columns: ['Unit', 'Foundational', 'Progressive', 'Aspirational', 'MRSL Company'],
  },
  chemicalTable: {
    caption: 'Chemical Management',
    columns: ['Unit', 'ZDHC', 'GOTS', 'BLUESIGN', 'OEKOTEX'],
  },
  chemicalCertificate: 'Chemical management certificate',
  airEmission: {
    alt: 'Air Emission: our Higg Index results',
    caption: 'Air Emission (Higg Index)',
  },
};

/** Future Plans: the five lists in the spec's order, and the chemical table. */
export const futurePlanCopy = {
  topics: [
    topic('energy_content', 'Energy & GHG', 'energy'),
    topic('water_content', 'Water', 'water'),
    topic('waste_water_content', 'Waste Water', 'wastewater'),
    topic('waste_content', 'Waste', 'waste'),
    topic('air_emmision_content', 'Air Emission', 'air'),
  ],
  chemicalTable: {
    caption: 'Chemical Management',
    /** The caption repeats Environmental's: the scroll region needs a name of its own. */
    regionLabel: 'Future Plans: Chemical Management',
    columns: ['Unit', 'ZDHC Level 3 Compliant', 'Execution Time'],
  },
};

export const socialCopy = {
  complianceTable: {
    caption: 'Social BSCI, Sedex, Betterwork, SLCP, and Higg Index Status',
    factoryColumn: 'Factory',
    /** The programmes' column heads, in compliancePrograms' order. */
    programs: compliancePrograms.map((program) => program.label as string),
  },
  community: { title: 'Community Development and CSR Activities' },
  people: { title: 'People Engagement' },
  program: {
    title: 'Social Program',
    items: [
      { title: 'We Women', field: 'we_women', image: 'we_women_image' },
      { title: 'Mother’s Work', field: 'mother_work', image: 'mother_work_image' },
      { title: 'Her Projects', field: 'her_project', image: 'her_project_image' },
    ] satisfies { title: string; field: SocialText; image: SocialText }[],
    gbavTitle: 'GBAV (Gender Based Anti Violation) Program',
  },
  recognition: {
    title: 'Recognition',
    driversTitle: 'Main Drivers of Satisfaction',
    charts: [
      { field: 'recognition_question_chart', alt: 'Recognition survey: answers by question' },
      { field: 'recognition_worker_chart', alt: 'Recognition survey: answers by worker group' },
    ] satisfies { field: SocialText; alt: string }[],
  },
  readMore: 'Read More',
};

export const certificationsCopy = {
  empty: 'Our certificates are being updated. Please check back soon.',
};

export type Story = { title: string; image: string; summary: string; text: string[] };

const photo = (n: number) => `/demo/photos/photo-${String(n).padStart(2, '0')}.webp`;

/** Community Development and CSR Activities: eight cards, each with a popup. */
export const communityStories: Story[] = [
  {
    title: 'Masco School',
    image: photo(22),
    summary: 'A Cambridge-accredited school with a 50% tuition waiver for employees’ children.',
    text: [
      'Masco School opened in September 2014 and is one of 86 Cambridge-accredited schools in Bangladesh.',
      'Children of Masco employees receive a 50% waiver on tuition fees, so that a first-class education does not depend on a parent’s job title.',
    ],
  },
  {
    title: 'Masco Cricket Academy',
    image: photo(7),
    summary: 'A 16-bigha academy giving young players the facilities of the capital.',
    text: [
      'Opened on 12 February 2021 on 16 bigha of land, the academy offers five training programmes, imported equipment and professional coaches.',
      'Scholarships are offered to talented players from the communities around our factories.',
    ],
  },
  {
    title: 'Community Engagement',
    image: photo(1),
    summary: 'Working with the villages and towns around our factories.',
    text: [
      'Our community teams meet local leaders, schools and clinics regularly to agree where the group can help most: road repairs, clean water points, school materials and relief after floods.',
    ],
  },
  {
    title: 'Tree Plantation',
    image: photo(16),
    summary: 'A programme of 4,000 native trees around our factories and communities.',
    text: [
      // The spec's plan had a 2023 deadline, now past: the plan is stated, not a date that has gone.
      'Our tree plantation programme set out to plant 4,000 trees on factory grounds, roadsides and school campuses, chosen from native species that shade, hold the soil and bear fruit.',
    ],
  },
  {
    title: 'Subsidized Sanitary Napkins',
    image: photo(24),
    summary: 'Sanitary napkins for 10 Taka against 50 Taka in the market: an 80% subsidy.',
    text: [
      'Sanitary napkins are sold inside our factories for 10 Taka, against 50 Taka in the market: an 80% subsidy.',
      'The programme grew out of our HER health sessions and is paired with awareness on menstrual health.',
    ],
  },
  {
    title: 'Training Center',
    image: photo(9),
    summary: 'Skills and promotion for our workers since 2014.',
    text: [
      'Our training centre has run since 2014. New operators learn machine skills and safety before they join a line, and experienced workers train for line-leader, quality and maintenance roles.',
    ],
  },
  {
    title: 'Nasal Cannula Distribution',
    image: photo(14),
    summary: '10 nasal cannulas with 40 oxygen cylinders donated during the pandemic.',
    text: [
      'During the COVID-19 pandemic the group donated 10 high-flow nasal cannulas with 40 oxygen cylinders to local hospitals, when oxygen was scarce.',
    ],
  },
  {
    title: 'Help Desk',
    image: photo(12),
    summary: 'A confidential help desk for every worker, in every unit.',
    text: [
      'Every unit runs a help desk where workers can raise a grievance, ask about wages and leave, or report harassment in confidence, with fixed deadlines for an answer.',
    ],
  },
];

/** People Engagement: six cards, each with a popup. */
export const peopleStories: Story[] = [
  {
    title: 'Annual Picnic & Cultural Program',
    image: photo(13),
    summary: 'A day out for every unit, with music, games and prizes.',
    text: [
      'Once a year each unit takes a day away from the floor: a picnic with families, a cultural programme by our own performers, games and a raffle.',
    ],
  },
  {
    title: 'Annual Sports',
    image: photo(11),
    summary: 'Races, football and cricket between units.',
    text: [
      'The annual sports day brings the units together for races, tug-of-war, football and cricket, with separate events for children.',
    ],
  },
  {
    title: 'Cultural Club',
    image: photo(23),
    summary: 'Music, dance and drama by our own colleagues.',
    text: [
      'The cultural club rehearses through the year and performs at our celebrations and on national days.',
    ],
  },
  {
    title: 'Eid Greetings',
    image: photo(18),
    summary: 'Festival bonuses paid on time and greetings on the floor.',
    text: [
      'Before each Eid, festival bonuses are paid in full and on time, and managers greet colleagues on the floor before the holiday.',
    ],
  },
  {
    title: 'New Year Celebration',
    image: photo(6),
    summary: 'Pohela Boishakh celebrated in every unit.',
    text: [
      'Bengali New Year is celebrated with traditional food, music and dress across our factories.',
    ],
  },
  {
    title: 'National Anthem of Bangladesh',
    image: photo(19),
    summary: '18,000 people sang the national anthem together.',
    text: [
      'On Independence Day 18,000 members of the Masco family sang the national anthem of Bangladesh together, one of the largest such gatherings in the industry.',
    ],
  },
];
