import type * as schema from '../../schema';
import { demo } from '../media';

type ClientLogoRow = typeof schema.clientLogos.$inferInsert;
type AwardRow = typeof schema.awards.$inferInsert;
type CertificateRow = typeof schema.certificates.$inferInsert;

const clients: [title: string, link: string][] = [
  ['Northbridge Apparel', 'https://www.northbridge-apparel.com'],
  ['Kestrel & Lane', 'https://www.kestrelandlane.com'],
  ['Fjordwear', 'https://www.fjordwear.no'],
  ['Marlowe Basics', 'https://www.marlowebasics.com'],
  ['Urban Tide', 'https://www.urbantide.co.uk'],
  ['Bellamy Kids', 'https://www.bellamykids.com'],
  ['Solstice Active', 'https://www.solsticeactive.com'],
  ['Harbor & Pine', 'https://www.harborandpine.com'],
  ['Alpenhaus Mode', 'https://www.alpenhaus-mode.de'],
  ['Velocità Sport', 'https://www.velocitasport.it'],
  ['Maison Clairet', 'https://www.maisonclairet.fr'],
  ['Greyfield Outfitters', 'https://www.greyfieldoutfitters.com'],
  ['Lumen & Co.', 'https://www.lumenandco.com'],
  ['Nordvik', 'https://www.nordvik.se'],
  ['Tidewater Kids', 'https://www.tidewaterkids.com.au'],
  ['Oakridge Essentials', 'https://www.oakridgeessentials.ca'],
];

export const seedClientLogos: ClientLogoRow[] = clients.map(([title, link], i) => ({
  id: i + 1,
  title,
  link,
  featureImage: demo.clientLogo(i + 1),
  position: i + 1,
  onHome: i < 12,
}));

/** The awards, each with its Bangla name (issue 49), as a Bangla newspaper names it. */
const awardTitles: [title: string, bangla: string][] = [
  ['National Export Trophy (Gold) 2019-20', 'জাতীয় রপ্তানি ট্রফি (স্বর্ণ) ২০১৯-২০'],
  ['Green Factory Award 2020', 'গ্রিন ফ্যাক্টরি অ্যাওয়ার্ড ২০২০'],
  ['National Export Trophy (Silver) 2016-17', 'জাতীয় রপ্তানি ট্রফি (রৌপ্য) ২০১৬-১৭'],
  ['BGMEA Best Compliant Factory Award 2018', 'BGMEA সেরা কমপ্লায়েন্ট কারখানা পুরস্কার ২০১৮'],
  [
    'BKMEA Excellence in Knitwear Export Award 2022',
    'নিটওয়্যার রপ্তানিতে সাফল্যের জন্য BKMEA পুরস্কার ২০২২',
  ],
  [
    'National Occupational Safety and Health Award 2023',
    'জাতীয় পেশাগত স্বাস্থ্য ও সেইফটি পুরস্কার ২০২৩',
  ],
  ['National Export Trophy (Bronze) 2012-13', 'জাতীয় রপ্তানি ট্রফি (ব্রোঞ্জ) ২০১২-১৩'],
  ['Best Employer for Women Workers Award 2024', 'নারী শ্রমিকদের সেরা নিয়োগকর্তা পুরস্কার ২০২৪'],
];

export const seedAwards: AwardRow[] = awardTitles.map(([title, bangla], i) => ({
  id: i + 1,
  title,
  bn: { title: bangla },
  featureImage: demo.award(i + 1),
  position: i + 1,
  onHome: i < 6,
}));

/**
 * Certificates in the order of their demo images (certificate-01 … certificate-18).
 * Positions group them by category, in the order the sustainability page lists them.
 */
const certificateList: [title: string, category: string, position: number][] = [
  ['OEKO-TEX Standard 100', 'Product Safety', 13],
  ['Global Organic Textile Standard (GOTS)', 'Sustainable Materials', 15],
  ['ISO 14001:2015 Environmental Management', 'Environment', 8],
  ['amfori BSCI', 'Social Compliance', 1],
  ['WRAP Certified Facility', 'Social Compliance', 2],
  ['Higg Facility Environmental Module (FEM)', 'Environment', 9],
  ['ZDHC Wastewater and MRSL Conformance', 'Environment', 10],
  ['bluesign® System Partner', 'Product Safety', 14],
  ['SEDEX SMETA 4-Pillar Audit', 'Social Compliance', 3],
  ['LEED Platinum (U.S. Green Building Council)', 'Green Building', 20],
  ['Global Recycled Standard (GRS)', 'Sustainable Materials', 16],
  ['Organic Content Standard (OCS)', 'Sustainable Materials', 17],
  ['ISO 45001:2018 Occupational Health and Safety', 'Quality & Management', 18],
  ['Better Work Bangladesh', 'Social Compliance', 4],
  ['ACCORD Fire and Building Safety', 'Social Compliance', 5],
  ['SLCP Verified Assessment', 'Social Compliance', 6],
  ['Fair Trade Certified™ Factory', 'Social Compliance', 7],
  ['ISO 9001:2015 Quality Management', 'Quality & Management', 19],
];

const certificatesOnHome = new Set([1, 2, 3, 4, 5, 6, 7, 9, 10, 11]);

export const seedCertificates: CertificateRow[] = certificateList.map(
  ([title, category, position], i) => ({
    id: i + 1,
    title,
    category,
    featureImage: demo.certificate(i + 1),
    position,
    onHome: certificatesOnHome.has(i + 1),
  }),
);
