/**
 * Demo rows of the store's collections, one module per collection. Every row has a
 * fixed key, so seeding is idempotent. Dates are Bangladesh time (UTC+6); every
 * publication date lies before the demo's "today" (2026-11-22), so nothing is held
 * back as scheduled.
 */
export { seedAwards, seedCertificates, seedClientLogos } from './about';
export { seedBlogPosts } from './articles';
export { seedPublications, seedVideos } from './blog-media';
export { seedAuthors, seedBlogCategories } from './blog-people';
export { seedBlogTags } from './blog-tags';
export { seedJobPosts } from './jobs';
export { seedMagazines } from './magazines';
export { seedMediaItems } from './news';
