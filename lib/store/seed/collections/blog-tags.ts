import type * as schema from '../../schema';
import { seedBlogPosts } from './articles';

type BlogTagRow = typeof schema.blogTags.$inferInsert;

/**
 * The demo articles' tags in Bangla. A tag not named here (a standard's or a
 * programme's name: ZDHC, GOTS, Mother’s Work) shows as written.
 */
const tagNamesBn: Record<string, string> = {
  'Auto-Stripe': 'অটো-স্ট্রাইপ',
  Automation: 'অটোমেশন',
  Careers: 'পেশায় এগিয়ে চলা',
  'Chemical Management': 'রাসায়নিক ব্যবস্থাপনা',
  Circularity: 'সার্কুলারিটি',
  Climate: 'জলবায়ু',
  'Colour Management': 'রঙের ব্যবস্থাপনা',
  Community: 'কমিউনিটি',
  Cricket: 'ক্রিকেট',
  Culture: 'সংস্কৃতি',
  Data: 'তথ্য-উপাত্ত',
  Digitalisation: 'ডিজিটাল রূপান্তর',
  Dyeing: 'ডাইং',
  Education: 'শিক্ষা',
  'Effluent Treatment': 'বর্জ্য পানি শোধন',
  Embroidery: 'এমব্রয়ডারি',
  Energy: 'জ্বালানি',
  Engagement: 'সম্পৃক্ততা',
  Europe: 'ইউরোপ',
  Events: 'আয়োজন',
  Export: 'রপ্তানি',
  'Green Building': 'সবুজ ভবন',
  'Green Tour': 'গ্রিন ট্যুর',
  'Industrial Engineering': 'ইন্ডাস্ট্রিয়াল ইঞ্জিনিয়ারিং',
  Inspection: 'পরিদর্শন',
  'Knit Fabrics': 'নিট কাপড়',
  Knitting: 'নিটিং',
  'Lab Dips': 'ল্যাব ডিপ',
  'Laser Cutting': 'লেজার কাটিং',
  'Lead Time': 'লিড টাইম',
  'Masco School': 'মাসকো স্কুল',
  Materials: 'কাঁচামাল',
  Merchandising: 'মার্চেন্ডাইজিং',
  'On-Time Delivery': 'সময়মতো ডেলিভারি',
  'Organic Cotton': 'অর্গানিক তুলা',
  Ozone: 'ওজোন',
  'Polo Shirts': 'পোলো শার্ট',
  Printing: 'প্রিন্টিং',
  'Product Development': 'পণ্য উন্নয়ন',
  Quality: 'মান',
  'Recycled Polyester': 'রিসাইকেলড পলিয়েস্টার',
  Recycling: 'পুনর্ব্যবহার',
  Regulation: 'নীতিমালা',
  Sewing: 'সেলাই',
  Skills: 'দক্ষতা',
  'Social Compliance': 'সামাজিক কমপ্লায়েন্স',
  Solar: 'সৌরবিদ্যুৎ',
  Sourcing: 'সোর্সিং',
  Sublimation: 'সাবলিমেশন',
  Traceability: 'উৎস যাচাই',
  Training: 'প্রশিক্ষণ',
  Trends: 'নতুন ধারা',
  'Vertical Integration': 'এক ছাদের নিচে উৎপাদন',
  Washing: 'ওয়াশিং',
  Waste: 'বর্জ্য',
  Water: 'পানি',
  Wellbeing: 'সুস্থতা',
  Women: 'নারী',
  'Yarn Dyeing': 'ইয়ার্ন ডাইং',
  Youth: 'তরুণ প্রজন্ম',
};

/** Every tag the demo articles have, in alphabetical order, with its Bangla name where it has one. */
export const seedBlogTags: BlogTagRow[] = [
  ...new Set(seedBlogPosts.flatMap((post) => post.tags ?? [])),
]
  .sort()
  .map((name, i) => {
    const bn = tagNamesBn[name];
    return { id: i + 1, name, bn: bn ? { name: bn } : {} };
  });
