import { NON_APPAREL_EYEBROW, type BusinessPage } from './non-apparel';

/**
 * /masco-school (spec part 2, section 2): established in September 2014, one of 86
 * Cambridge-accredited schools in the country, a 50% tuition waiver for the
 * children of Masco employees.
 */
export const school: BusinessPage = {
  path: '/masco-school',
  title: 'Masco School',
  eyebrow: NON_APPAREL_EYEBROW,
  description:
    'Masco School, established in September 2014: one of 86 Cambridge-accredited schools in Bangladesh, with a 50% tuition waiver for the children of Masco employees.',
  intro:
    'An English-medium school with an international curriculum, founded in September 2014 so that our colleagues’ children, and their neighbours, can learn to the standard of the country’s best schools.',
  facts: [
    { value: 'September 2014', label: 'established' },
    { value: '1 of 86', label: 'Cambridge-accredited schools in Bangladesh' },
    { value: '50%', label: 'tuition waiver for employees’ children' },
  ],
  blocks: [
    {
      kind: 'text',
      id: 'about',
      eyebrow: 'About the school',
      title: 'A Cambridge education close to home',
      paragraphs: [
        'Masco School opened in September 2014. It is one of only 86 schools in Bangladesh accredited by Cambridge, so its pupils sit the same internationally recognised examinations as pupils in the country’s leading city schools, without the long journey.',
        'Classes are small and taught in English by trained teachers, with Bangla, religious studies and Bangladesh studies alongside the Cambridge subjects.',
        'Every child of a Masco employee is offered a 50% waiver on tuition fees, because an education like this should not depend on which job a parent does in the group.',
      ],
      aside: {
        title: 'At a glance',
        items: [
          'Established in September 2014',
          'One of 86 Cambridge-accredited schools in Bangladesh',
          '50% tuition waiver for employees’ children',
          'English-medium, small classes',
        ],
      },
    },
    {
      kind: 'cards',
      id: 'learning',
      eyebrow: 'Learning',
      title: 'What pupils find here',
      cards: [
        {
          title: 'Cambridge curriculum',
          text: 'A structured path through the Cambridge programmes, with internationally recognised examinations.',
        },
        {
          title: 'Science and computer labs',
          text: 'Hands-on science and computing from the early years, not only from the textbook.',
        },
        {
          title: 'Sport and the arts',
          text: 'Cricket coaching at the Masco Cricket Academy, with music, art and debate at school.',
        },
        {
          title: 'Care and safety',
          text: 'A supervised campus, a health room and teachers who know every pupil by name.',
        },
      ],
    },
  ],
  contact: {
    title: 'Admissions',
    text: 'Ask about places, fees and the tuition waiver for Masco families, or arrange a visit to the school.',
    action: 'Ask about admissions',
  },
};
