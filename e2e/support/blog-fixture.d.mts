// Types of blog-fixture.mjs (plain JavaScript, because the contract server imports it too).
export type FixtureArticle = {
  slug: string;
  title: string;
  short_description: string;
  description: string;
  thumbnail: string;
  featured_image: string;
  featured: boolean;
  reading_time: string;
  published_date: string;
  author: string;
  author_id: number;
  tags: string[];
  category_slug: string;
};
export const PER_PAGE: number;
export const categories: Record<string, string>;
export const categoriesBn: Record<string, string>;
export const articles: FixtureArticle[];
export const authors: Record<7 | 8 | 9, { full_name: string; avatar: string }>;
export const videos: {
  title: string;
  video_link: string;
  thumbnail: string;
  published_date: string;
}[];
export const publications: {
  title: string;
  thumbnail: string;
  published_date: string;
  attachment: string;
}[];
export function paged<T>(list: T[], path: string, page: number, perPage?: number): unknown;
export function blogBody(
  pathname: string,
  searchParams: URLSearchParams,
): { status: number; body: unknown } | undefined;
