/** The issues of the quarterly publication and the magazine: headlines, topics, labels. */
import { pad } from './asset-list.mjs';

export const HEADLINES = [
  'Knitting a greener future',
  'Inside our dye house',
  'People of Masco',
  'Every drop, reused',
  'The art of the stitch',
  'Cotton, traced to the field',
  'Sunlight on every roof',
  'Colour without compromise',
  'Made to last',
  'Skills for tomorrow',
  'From yarn to garment',
  'Twenty-five years of export',
];
export const TOPICS = [
  'Sustainability',
  'Dyeing',
  'Our people',
  'Water',
  'Craft',
  'Materials',
  'Energy',
  'Colour',
  'Quality',
  'Training',
  'Process',
  'Export',
];

/** Which headline, topic and cover scene an issue has: publications in order, magazines spread out. */
export const headlineIndex = (kind, n) =>
  kind === 'publication' ? n - 1 : (n * 5 + 3) % HEADLINES.length;

/** Issue label shared by covers and PDFs: quarterly publications, half-yearly magazines. */
export function issueLabel(kind, n) {
  const year =
    kind === 'publication' ? 2023 + Math.floor((n - 1) / 4) : 2023 + Math.floor((n - 1) / 2);
  return `Issue ${pad(n)} · ${year}`;
}
