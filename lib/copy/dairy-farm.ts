import { NON_APPAREL_EYEBROW, type BusinessPage } from './non-apparel';

/**
 * /masco-dairy-firm (spec part 2, section 2): started in 2015 with ten cows on 14
 * bigha; about 200 cows in seven sheds; more than 15 breeds; more than 75,000
 * litres of milk a year. The route keeps the original spelling; the page says farm.
 */
export const dairyFarm: BusinessPage = {
  path: '/masco-dairy-firm',
  title: 'Masco Dairy Farm',
  eyebrow: NON_APPAREL_EYEBROW,
  description:
    'Masco Dairy Farm: started in 2015 with ten cows on 14 bigha, now about 200 cows of more than 15 breeds in seven sheds, with a capacity of over 75,000 litres of milk a year.',
  intro:
    'Fresh, safe milk from our own farm: started in 2015 with ten cows, now about 200 cows of more than fifteen breeds.',
  facts: [
    { value: '2015', label: 'started, with ten cows' },
    { value: '14 bigha', label: 'of farmland' },
    { value: 'About 200', label: 'cows in seven sheds' },
    { value: '15+', label: 'breeds' },
    { value: '75,000+ litres', label: 'of milk a year' },
  ],
  blocks: [
    {
      kind: 'text',
      id: 'farm',
      eyebrow: 'The farm',
      title: 'From ten cows to a modern dairy farm',
      paragraphs: [
        'Masco Dairy Farm started in 2015 with ten cows on 14 bigha of land. It has grown steadily since: today about 200 cows of more than fifteen breeds live in seven sheds, and the farm can produce more than 75,000 litres of milk a year.',
        'The herd is kept for health before yield. Sheds are ventilated and cleaned daily, the cows are fed on fodder and a balanced ration, and a veterinarian checks the herd and keeps every animal’s vaccination record.',
      ],
      aside: {
        title: 'At a glance',
        items: [
          'Started in 2015 with ten cows',
          '14 bigha of farmland',
          'About 200 cows in seven sheds',
          'More than 15 breeds',
          'Capacity of more than 75,000 litres a year',
        ],
      },
    },
    {
      kind: 'steps',
      id: 'farm-to-table',
      eyebrow: 'How we work',
      title: 'From the shed to the table',
      steps: [
        {
          title: 'Care',
          text: 'Clean, ventilated sheds, balanced feed and regular veterinary checks for every cow.',
        },
        {
          title: 'Milking',
          text: 'Hygienic milking twice a day, by trained hands and clean equipment.',
        },
        {
          title: 'Cooling and testing',
          text: 'Milk is chilled soon after milking and checked for quality before it leaves the farm.',
        },
        {
          title: 'Delivery',
          text: 'Fresh milk reaches our customers on the day it is milked.',
        },
      ],
    },
  ],
  contact: {
    title: 'Buy from the farm',
    text: 'For regular milk supply or bulk orders, send us a message and the farm will be in touch.',
    action: 'Contact the farm',
  },
};
