import { NON_APPAREL_EYEBROW, type BusinessPage } from './non-apparel';

/** /masminu-motors (spec part 2, section 2): the group's motorcycle dealership. */
export const masminuMotors: BusinessPage = {
  path: '/masminu-motors',
  title: 'Masminu Motors',
  eyebrow: NON_APPAREL_EYEBROW,
  description:
    'Masminu Motors, Masco Group’s motorcycle dealership: new motorcycles, instalment plans, registration support, genuine spare parts and a service workshop.',
  intro:
    'The group’s motorcycle dealership: new motorcycles, genuine parts and a service workshop, for commuters, riders and businesses.',
  facts: [
    { value: 'Sales', label: 'new motorcycles' },
    { value: 'Service', label: 'workshop with trained mechanics' },
    { value: 'Parts', label: 'genuine spares and accessories' },
  ],
  blocks: [
    {
      kind: 'text',
      id: 'about',
      eyebrow: 'About us',
      title: 'A motorcycle dealership that looks after its riders',
      paragraphs: [
        'For millions of people in Bangladesh a motorcycle is the way to work, to market and to family. Masminu Motors sells new motorcycles and stays with its customers afterwards, with servicing, repairs and genuine parts.',
        'Many of our customers are buying their first motorcycle. We help them choose the right one for their journeys and budget, explain the costs of running it, and take care of the paperwork.',
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'Services',
      title: 'What we offer riders',
      cards: [
        {
          title: 'Sales',
          text: 'Commuter and sports motorcycles, with honest advice on which one suits your riding.',
        },
        {
          title: 'Easy payment',
          text: 'Instalment plans that spread the cost, with the terms explained before you sign.',
        },
        {
          title: 'Registration',
          text: 'Help with registration, number plates and the documents a new rider needs.',
        },
        {
          title: 'Service workshop',
          text: 'Regular servicing and repairs by trained mechanics, with the work explained.',
        },
        {
          title: 'Genuine parts',
          text: 'Original spare parts and accessories, so repairs last and warranties stay valid.',
        },
        {
          title: 'Fleet sales',
          text: 'Motorcycles for businesses and delivery teams, with service agreements.',
        },
      ],
    },
  ],
  contact: {
    title: 'Visit the showroom',
    text: 'Ask about a model, a test ride, an instalment plan or a service booking.',
    action: 'Contact Masminu Motors',
  },
};
