import type * as schema from '../../schema';
import { demo } from '../media';

type BlogCategoryRow = typeof schema.blogCategories.$inferInsert;
type AuthorRow = typeof schema.authors.$inferInsert;

export const seedBlogCategories: BlogCategoryRow[] = [
  { slug: 'industry-insights', name: 'Industry Insights', position: 1 },
  { slug: 'sustainability', name: 'Sustainability', position: 2 },
  { slug: 'people-culture', name: 'People & Culture', position: 3 },
  { slug: 'innovation', name: 'Innovation', position: 4 },
  { slug: 'video', name: 'Video', position: 5 },
  { slug: 'publication', name: 'Publication', position: 6 },
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
