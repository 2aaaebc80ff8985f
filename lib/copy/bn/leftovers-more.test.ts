import { describe, expect, it } from 'vitest';
import { banglaBodyIncomplete } from '@/lib/admin/bangla-body';
import { shownInEnglish } from '@/lib/i18n/translate';
import { groupTitle, sectionNotFoundMetadata } from '@/lib/metadata';
import { seedBlogPosts } from '@/lib/store/seed/collections/articles';
import { seedJobPosts } from '@/lib/store/seed/collections/jobs';
import { seedMediaItems } from '@/lib/store/seed/collections';
import { seedRecords } from '@/lib/store/seed/records';
import { complianceFactoryDefaults, higgDefaultRows } from '@/lib/copy/sustainability';
import { dyeingPage, knittingPage, sewingPage } from '@/lib/copy/units';
import { companyNameBn, companyNameIn, registeredName } from './company-names';
import { sustainabilityCopyIn } from './sustainability';
import { contactPageBn } from './contact';
import { contactPage } from '../contact';
import { unitPageBn } from './units';

const BENGALI = /[\u0980-\u09ff]/;
const bnOf = (row: { bn?: Record<string, unknown> }) => (row.bn ?? {}) as Record<string, string>;

describe('more of what a Bangla reader met (issue 49)', () => {
  it('news on /bn/media: titles in Bangla but for the two oldest, which stay English', () => {
    const news = seedMediaItems.filter((item) => item.mediaType === 'news');
    const english = news.filter((item) => !BENGALI.test(bnOf(item).quickTitle ?? ''));
    expect(english.map((item) => item.slug)).toEqual([
      'nasal-cannula-oxygen-cylinder-donation',
      'masco-cricket-academy-opens',
    ]);
    for (const item of news.filter((n) => !english.includes(n))) {
      expect(bnOf(item).title, item.slug!).toMatch(BENGALI);
      // No Latin word but names and standards (LEED) in a Bangla title.
      expect(bnOf(item).title!.replace(/LEED/g, ''), item.slug!).not.toMatch(/[A-Za-z]/);
    }
    const videos = seedMediaItems.filter((item) => item.mediaType === 'video');
    for (const video of videos) expect(bnOf(video).quickTitle).toMatch(BENGALI);
    // The newest six have their text in Bangla; the page of one without says so.
    expect(news.slice(0, 6).every((item) => BENGALI.test(bnOf(item).content ?? ''))).toBe(true);
    expect(shownInEnglish(news[7]!.content!, 'bn')).toBe(true);
  });

  it('companies in Bangla, as the footer names them; the registered name beside it', () => {
    expect(companyNameBn('Concept Knitting Ltd')).toBe('কনসেপ্ট নিটিং লিমিটেড');
    expect(companyNameBn('Masco Industries Ltd — Knitting')).toBe(
      'মাসকো ইন্ডাস্ট্রিজ লিমিটেড — নিটিং',
    );
    expect(registeredName('Masco Industries Ltd — Knitting')).toBe('Masco Industries Ltd');
    // A name staff typed that the list does not know: as written (the page marks it English).
    expect(companyNameBn('Newco Apparels Ltd')).toBe('Newco Apparels Ltd');
    expect(companyNameBn('Masco Industries Ltd — Canteen')).toBe('Masco Industries Ltd — Canteen');
    expect(companyNameIn('en', 'Concept Knitting Ltd')).toBe('Concept Knitting Ltd');
    // Every factory of the unit pages and every company of the sustainability tables.
    const names = [
      ...[knittingPage, dyeingPage, sewingPage].flatMap((page) =>
        page.factories.map((f) => f.name),
      ),
      ...complianceFactoryDefaults,
      ...higgDefaultRows.map((row) => row[0]),
    ];
    for (const name of names) expect(companyNameBn(name), name).toMatch(BENGALI);
    expect(unitPageBn(dyeingPage).description).not.toMatch(/Concept|Masco/);
  });

  it('the sustainability tables’ heads and programmes in Bangla; standards by their letters', () => {
    const copy = sustainabilityCopyIn('bn');
    expect(copy.environmentalCopy.wasteWaterTable.columns).toEqual([
      'ইউনিট',
      'ফাউন্ডেশনাল',
      'প্রগ্রেসিভ',
      'অ্যাসপিরেশনাল',
      'MRSL মেনে চলা',
    ]);
    expect(copy.socialCopy.program.items.map((item) => item.title)).toEqual([
      'উই উইমেন',
      'মাদারস ওয়ার্ক',
      'HER প্রকল্প',
    ]);
    expect(copy.socialCopy.complianceTable.programs).toContain('বেটার ওয়ার্ক');
    expect(copy.materialCopy.higgTable.columns).not.toContain('Higg ID');
    // English as the spec has it.
    const english = sustainabilityCopyIn('en');
    expect(english.socialCopy.complianceTable.programs).toEqual([
      'amfori BSCI',
      'Sedex',
      'Better Work',
      'SLCP',
      'Higg Index',
    ]);
    expect(english.socialCopy.program.items[0]!.title).toBe('We Women');
    const environmental = seedRecords['/api/sustainability/sustainability_environmental'] as {
      chemical_unit_name: string[];
    };
    expect(environmental.chemical_unit_name.map((n) => companyNameIn('bn', n))).toEqual([
      'মাসকো ইন্ডাস্ট্রিজ লিমিটেড',
      'কনসেপ্ট নিটিং লিমিটেড',
    ]);
  });

  it('the contact page says where a CV goes: bdjobs.com for a post, the e-mail for later', () => {
    const jobs = (copy: typeof contactPage) => copy.shortcuts.items[1]!.text;
    expect(jobs(contactPage)).toBe(
      'See the posts we are hiring for now and apply on bdjobs.com, or e-mail your CV to info@mascobd.com for the next opening.',
    );
    expect(jobs(contactPageBn)).toContain('bdjobs.com-এ আবেদন করুন');
    expect(jobs(contactPageBn)).toContain('সিভি ইমেইল করুন info@mascobd.com ঠিকানায়');
  });

  it('every Bangla tab in one shape, the group first; a section’s 404 too', () => {
    expect(groupTitle('bn', 'চাকরি')).toBe('মাসকো গ্রুপ || চাকরি');
    const notFound = sectionNotFoundMetadata('bn');
    expect(notFound.title).toEqual({ absolute: 'মাসকো গ্রুপ || পাতাটি খুঁজে পাওয়া যায়নি' });
    // Its share card named in Bangla, not the card file's English alt.
    expect(notFound.openGraph?.images).toEqual([
      { url: '/opengraph-image', width: 1200, height: 630, alt: 'মাসকো গ্রুপ' },
    ]);
    // English: the layout's tab, as before.
    expect(sectionNotFoundMetadata('en')).toEqual({});
  });

  it('only the article meant to be half-translated is judged so; every job has its Bangla', () => {
    const partial = seedBlogPosts
      .filter((post) => BENGALI.test(bnOf(post).description ?? ''))
      .filter((post) => banglaBodyIncomplete(post.description!, bnOf(post).description!))
      .map((post) => post.slug);
    expect(partial).toEqual(['digital-colour-approval-lab-dips']);
    for (const job of seedJobPosts) expect(bnOf(job).title, job.title).toMatch(BENGALI);
  });
});
