/** /design-hub: what the group's design studio offers buyers. */
export const designHub = {
  path: '/design-hub',
  title: 'Design Hub',
  description:
    'Masco Design Hub: trend research, design, graphics, pattern making and sampling for knitwear buyers, working next to the factories that make the garments.',
  intro:
    'The Design Hub is our in-house studio of designers, graphic artists, pattern makers and merchandisers. It turns a buyer’s brief, a mood board or a single sketch into a collection that our own factories can make, with the fabric, print, wash and price already worked out.',
  offers: [
    {
      title: 'Trend and colour research',
      text: 'Seasonal trend directions, colour stories and key silhouettes for each market, presented to buyers before they brief us.',
    },
    {
      title: 'Collection design',
      text: 'Complete ranges for men, women and kids, from basics to fashion, drawn as technical flats ready for sampling.',
    },
    {
      title: 'Graphics and artwork',
      text: 'Prints, placements, all-overs and embroidery artwork, separated and sized for screen, digital or sublimation printing.',
    },
    {
      title: 'Pattern and fit',
      text: 'CAD patterns graded across the size range and fitted on dummies, with fit comments closed before the first proto.',
    },
    {
      title: 'Fabric and wash library',
      text: 'Thousands of proven fabrics, prints and wash standards to choose from, each with its recipe and cost.',
    },
    {
      title: 'Fast sampling',
      text: 'Proto and salesman samples from our Sample & CAD section within days, made on the machines that will make the order.',
    },
  ],
  process: [
    { step: 'Brief', text: 'Your customer, price point, delivery and any references.' },
    { step: 'Concept', text: 'Mood, colour, fabric and print directions for you to choose from.' },
    { step: 'Sample', text: 'Prototypes with costing, from our Sample & CAD section.' },
    { step: 'Approve', text: 'Fit, colour and print approvals handed straight to production.' },
  ],
  labels: {
    eyebrow: 'Apparel business',
    offerEyebrow: 'For buyers',
    offerTitle: 'What the Design Hub offers',
    processEyebrow: 'From brief to bulk',
    processTitle: 'How we work with you',
    step: 'Step {n}',
    start: 'Start a project with us',
  },
};
