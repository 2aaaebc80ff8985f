import type { BusinessPage } from './non-apparel';

/**
 * /masco-share&security (spec part 2, section 2): the page is titled as the group's
 * exposure to the capital market. The words stay general on purpose: they describe
 * what the company is for and make no claim about licences or returns.
 */
export const shareSecurity: BusinessPage = {
  path: '/masco-share&security',
  title: 'Masco Share & Security',
  eyebrow: 'Exposure to capital market',
  description:
    'Masco Share & Security: Masco Group’s exposure to the capital market, investing in securities listed on the stock exchanges of Bangladesh for the long term.',
  intro:
    'The group’s exposure to the capital market: a long-term, carefully managed investment in the listed companies of Bangladesh.',
  facts: [
    { value: 'Capital market', label: 'the group’s exposure' },
    { value: 'Listed securities', label: 'of Bangladesh' },
    { value: 'Long term', label: 'investment horizon' },
  ],
  blocks: [
    {
      kind: 'text',
      id: 'exposure',
      eyebrow: 'Who we are',
      title: 'Exposure to capital market',
      paragraphs: [
        'Masco Share & Security holds and manages Masco Group’s investments in the capital market. It puts part of the group’s reserves to work in securities listed on the Dhaka and Chittagong stock exchanges, alongside the group’s manufacturing businesses.',
        'Its approach is that of an industrial owner rather than a trader: it favours well-run companies it understands, holds for the long term, and weighs risk as carefully as return. Every decision follows the rules of the Bangladesh Securities and Exchange Commission.',
      ],
    },
    {
      kind: 'cards',
      id: 'principles',
      eyebrow: 'How we invest',
      title: 'Our principles',
      cards: [
        {
          title: 'Understand the business',
          text: 'We invest in companies whose business, management and accounts we can judge for ourselves.',
        },
        {
          title: 'Hold for the long term',
          text: 'We look for lasting value, not short-term price moves.',
        },
        {
          title: 'Spread the risk',
          text: 'Holdings are spread across sectors, and no single position can put the group at risk.',
        },
        {
          title: 'Report with care',
          text: 'Investments are reviewed regularly and reported to the group’s board.',
        },
      ],
    },
  ],
  contact: {
    title: 'Investor enquiries',
    text: 'For questions about Masco Share & Security, send us a message and the right person will reply.',
    action: 'Send an enquiry',
  },
};
