import type * as schema from '../../schema';
import { demo } from '../media';
import { pad, at } from './dates';

type MagazineRow = typeof schema.magazines.$inferInsert;

const magazineList: [title: string, createdAt: Date][] = [
  ['Masco Magazine, Issue 12: The Water Issue (July 2026)', at('2026-07-05', '10:00')],
  ['Masco Magazine, Issue 11: Women Who Lead (January 2026)', at('2026-01-10', '10:00')],
  ['Masco Magazine, Issue 10: Made to Last (July 2025)', at('2025-07-06', '10:00')],
  ['Masco Magazine, Issue 9: Green by Design (January 2025)', at('2025-01-12', '10:00')],
  ['Masco Magazine, Issue 8: Growing Together (July 2024)', at('2024-07-07', '10:00')],
  ['Masco Magazine, Issue 7: Twenty-Five Years of Masco (January 2024)', at('2024-01-14', '10:00')],
];

export const seedMagazines: MagazineRow[] = magazineList.map(([title, createdAt], i) => ({
  id: i + 1,
  title,
  featureImage: demo.magazine(i + 1),
  attachment: demo.file(`magazine-${pad(i + 1)}`),
  createdAt,
}));
