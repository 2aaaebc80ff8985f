import type * as schema from '../../schema';
import { demo } from '../media';

type BlogCategoryRow = typeof schema.blogCategories.$inferInsert;
type AuthorRow = typeof schema.authors.$inferInsert;

export const seedBlogCategories: BlogCategoryRow[] = [
  {
    id: 1,
    slug: 'industry-insights',
    name: 'Industry Insights',
    bn: { name: 'শিল্পের খবর ও বিশ্লেষণ' },
    position: 1,
  },
  {
    id: 2,
    slug: 'sustainability',
    name: 'Sustainability',
    bn: { name: 'টেকসই উদ্যোগ' },
    position: 2,
  },
  {
    id: 3,
    slug: 'people-culture',
    name: 'People & Culture',
    bn: { name: 'মানুষ ও সংস্কৃতি' },
    position: 3,
  },
  { id: 4, slug: 'innovation', name: 'Innovation', bn: { name: 'উদ্ভাবন' }, position: 4 },
  { id: 5, slug: 'video', name: 'Video', bn: { name: 'ভিডিও' }, position: 5 },
  { id: 6, slug: 'publication', name: 'Publication', bn: { name: 'প্রকাশনা' }, position: 6 },
];

export const seedAuthors: AuthorRow[] = [
  { id: 1, fullName: 'Farhana Rahman', bn: { fullName: 'ফারহানা রহমান' }, avatar: demo.author(1) },
  {
    id: 2,
    fullName: 'Tanvir Ahmed Chowdhury',
    bn: { fullName: 'তানভীর আহমেদ চৌধুরী' },
    avatar: demo.author(2),
  },
  {
    id: 3,
    fullName: 'Nusrat Jahan Mitu',
    bn: { fullName: 'নুসরাত জাহান মিতু' },
    avatar: demo.author(3),
  },
  {
    id: 4,
    fullName: 'Md. Rezaul Karim',
    bn: { fullName: 'মো. রেজাউল করিম' },
    avatar: demo.author(4),
  },
];
