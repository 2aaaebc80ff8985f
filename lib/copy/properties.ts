import { NON_APPAREL_EYEBROW, type BusinessPage } from './non-apparel';

/**
 * /masco-properties (spec part 2, section 2): the group's construction and property
 * company, founded in 2011, with a table of completed and one of ongoing projects.
 *
 * The spec gives the two tables but not their rows: the rows below are
 * illustrative and must be replaced by the company's own list before launch.
 */
const completed = [
  ['Masco School campus', 'Gazipur', '2014'],
  ['Masco Tower (offices)', 'Gulshan, Dhaka', '2015'],
  ['Masco Residency (homes)', 'Uttara, Dhaka', '2017'],
  ['Masco Cricket Academy', 'Gazipur', '2021'],
];

const ongoing = [
  ['Masco Heights (homes)', 'Bashundhara, Dhaka', '2027'],
  ['Washing unit extension', 'Savar, Dhaka', '2027'],
  ['Masco Business Centre (offices)', 'Tejgaon, Dhaka', '2028'],
];

export const properties: BusinessPage = {
  path: '/masco-properties',
  title: 'Masco Properties',
  eyebrow: NON_APPAREL_EYEBROW,
  description:
    'Masco Properties, the group’s construction and property company since 2011: completed and ongoing residential, commercial, educational and industrial projects in Dhaka and Gazipur.',
  intro:
    'The group’s construction and property company, founded in 2011: homes, offices, schools and factory buildings, built to the standards we hold our own factories to.',
  facts: [
    { value: '2011', label: 'founded' },
    { value: String(completed.length), label: 'completed projects' },
    { value: String(ongoing.length), label: 'ongoing projects' },
  ],
  blocks: [
    {
      kind: 'text',
      id: 'about',
      eyebrow: 'About us',
      title: 'Building with a manufacturer’s discipline',
      paragraphs: [
        'Masco Properties was founded in 2011 to build for the group and for the people and businesses around it. Years of building and running certified factories taught us what buyers’ auditors look for: sound structures, safe fire exits, good light and air. We bring the same discipline to every site.',
        'We plan, design and build residential, commercial, educational and industrial projects, and we stay responsible for a building after the keys are handed over.',
      ],
      aside: {
        title: 'What we build',
        items: [
          'Homes and apartment buildings',
          'Offices and commercial space',
          'Schools and sports facilities',
          'Factory buildings and extensions',
        ],
      },
    },
    {
      kind: 'tables',
      id: 'projects',
      eyebrow: 'Portfolio',
      title: 'Our projects',
      intro: 'Projects we have completed, and those under construction now.',
      tables: [
        {
          caption: 'Completed projects',
          // Three columns fit a phone without sideways scrolling.
          columns: ['Project', 'Location', 'Completed'],
          minWidth: '20rem',
          rows: completed,
        },
        {
          caption: 'Ongoing projects',
          columns: ['Project', 'Location', 'Expected by'],
          minWidth: '20rem',
          rows: ongoing,
        },
      ],
    },
  ],
  contact: {
    title: 'Plan a project with us',
    text: 'For apartments and office space for sale or rent, or to discuss a construction project, send us a message.',
    action: 'Talk to Masco Properties',
  },
};
