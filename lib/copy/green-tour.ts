import { site } from '@/lib/site';

/** /green-tour: the green building tour of Tasniah Fabrics (spec part 1, section 9). */
export const greenTour = {
  path: '/green-tour',
  title: 'GREEN BUILDING TOUR',
  description:
    'Book a free green building tour of Tasniah Fabrics: a 90-minute walk through a LEED-certified garment factory on the first Saturday of every month.',
  intro:
    'Tasniah Fabrics was built to use less energy and water than a conventional garment factory and to give the people inside it better light and air. Come and see how it works.',
  factory: 'Tasniah Fabrics Ltd',
  crumb: 'Green Building Tour',
  labels: {
    initiativesEyebrow: 'What you will see',
    initiativesTitle: 'Green initiatives',
    visitEyebrow: 'Plan your visit',
    visitTitle: 'Schedule and tour rules',
    schedule: 'Schedule',
    rules: 'Tour rules',
    writeTo: 'Write to',
    withSubject: 'with the subject',
    end: '.',
    book: 'Book a tour by e-mail',
  },
  figures: [
    { value: '20%', label: 'energy saving' },
    { value: 'more than 30%', label: 'more fresh air' },
    { value: 'about 90 minutes', label: 'per tour' },
  ],
  initiatives: [
    'Daylight from skylights and high windows lights the sewing floors, with LED fittings and motion sensors for the rest.',
    'Roof-top solar panels supply part of the factory’s daytime power.',
    'Energy-efficient motors and servo sewing machines cut the power each garment needs.',
    'Rain water is harvested from the roof and used for cleaning, flushing and landscaping.',
    'Low-flow taps and fixtures and a treatment plant that lets water be reused.',
    'Evaporative cooling and controlled ventilation bring in more than 30% extra fresh air.',
    'Low-VOC paints and adhesives, and recycled and local materials used in construction.',
    'Green spaces around the buildings and waste sorted at source for recycling.',
  ],
  schedule: [
    'Tours are held on the first Saturday of every month, from 11:00 AM to 12:30 PM.',
    'A tour takes about 90 minutes.',
    'Tours run only with prior confirmation: please book before you come.',
    'School and college groups need to book at least two weeks in advance.',
  ],
  rules: [
    'Stay with your guide and on the marked walkways at all times.',
    'Wear closed shoes; visitors receive a visitor badge and, where needed, ear protection.',
    'Photographs and video only where your guide allows them, and never of workers without their consent.',
    'Do not touch machines, materials or products on the floor.',
    'Smoking is not allowed anywhere on the premises.',
  ],
  booking: {
    email: site.email,
    subject: 'Green Building Tour',
    text: 'To book a tour, e-mail us with your preferred date, the number of visitors and, for schools and colleges, the name of the institution.',
  },
};

/** `mailto:` link with the spec's subject. */
export const greenTourMailto = `mailto:${greenTour.booking.email}?subject=${encodeURIComponent(greenTour.booking.subject)}`;
