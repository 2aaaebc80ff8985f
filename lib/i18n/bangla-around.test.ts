import { describe, expect, it } from 'vitest';
import { postingDescription, employmentType, type Job } from '@/components/career/job-posting';
import { structuredCrumbs } from '@/lib/breadcrumb-data';
import { groupNameBn, pageDescriptionsBn } from '@/lib/copy/bn/page-meta';
import { glancePageBn, managementMessageBn } from '@/lib/copy/bn/about';
import { managementMessage } from '@/lib/copy/about';
import bn from '@/messages/bn.json';
import { banglaTitle, inLanguage, pageMetadata, titleFor, withBanglaCard } from '../metadata';
import { navigation, phoneMenuItems, translatedNavigation, isGroup } from '../navigation';
import { staticRoutes } from '../sitemap-routes';
import { countIn, digitsIn } from './dates';
import { languageCaseAddress, resultsQuery, switchQuery } from './languages';
import { navLabel, messagesFor } from './messages';

/** What a Bangla reader meets around the pages (issue 49): titles, structured data, digits, the switch. */

describe('a Bangla page’s title', () => {
  it.each([
    ['/', 'মাসকো গ্রুপ || প্রথম পাতা'],
    ['/career', 'মাসকো গ্রুপ || চাকরি'],
    ['/masco-at-a-glance', 'মাসকো গ্রুপ || এক নজরে মাসকো'],
    ['/yarn-dyeing', 'মাসকো গ্রুপ || ইয়ার্ন ডাইং'],
    ['/fabric-r&d', 'মাসকো গ্রুপ || কাপড়ের গবেষণা ও উন্নয়ন'],
    ['/masco-share%26security', 'মাসকো গ্রুপ || মাসকো শেয়ার অ্যান্ড সিকিউরিটি'],
    ['/green-tour', 'মাসকো গ্রুপ || গ্রিন ট্যুর'],
    ['/blogs/video', 'মাসকো গ্রুপ || ভিডিও'],
    ['/search', 'মাসকো গ্রুপ || খুঁজুন'],
  ])('%s → %s', (path, title) => {
    expect(titleFor(path, 'bn')).toBe(title);
  });

  it('keeps the spec’s English titles exactly', () => {
    expect(titleFor('/career')).toBe('Masco Group || CAREER');
    expect(titleFor('/', 'en')).toBe('Masco Group || Home');
  });

  it('has a Bangla name for every static route of the sitemap', () => {
    for (const path of staticRoutes()) {
      const title = titleFor(path, 'bn');
      expect(title, path).toMatch(/^মাসকো গ্রুপ \|\| [^A-Z]*[\u0980-\u09ff]/);
    }
  });

  it('gives an item’s own title the rule’s shape, the group first in Bangla; leaves other titles', () => {
    expect(banglaTitle('পোস্ট | Masco Group', '/blogs/details/a')).toBe('মাসকো গ্রুপ || পোস্ট');
    expect(banglaTitle('Masco Group || BLOGS', '/blogs')).toBe('মাসকো গ্রুপ || ব্লগ');
    expect(banglaTitle('পোস্ট', '/blogs/details/a')).toBe('পোস্ট');
  });

  it('gives the Bangla twin its title, description and share card words in Bangla', () => {
    const meta = pageMetadata('/awards', 'Awards and recognition.', { lang: 'bn' });
    const description = pageDescriptionsBn['/awards'];
    expect(meta.title).toEqual({ absolute: 'মাসকো গ্রুপ || পুরস্কার ও অর্জন' });
    expect(meta.description).toBe(description);
    expect(meta.openGraph).toMatchObject({
      title: 'মাসকো গ্রুপ || পুরস্কার ও অর্জন',
      description,
      url: '/bn/awards',
      images: [{ url: '/opengraph-image', alt: groupNameBn }],
    });
    expect(meta.twitter).toMatchObject({ title: 'মাসকো গ্রুপ || পুরস্কার ও অর্জন', description });
    // English stays as it was.
    const english = pageMetadata('/awards', 'Awards and recognition.');
    expect(english.title).toEqual({ absolute: 'Masco Group || AWARDS' });
    expect(english.openGraph).toMatchObject({ images: [{ alt: 'Masco Group' }] });
  });

  it('uses the copy’s own Bangla descriptions where it has them', () => {
    expect(pageDescriptionsBn['/masco-at-a-glance']).toBe(glancePageBn.description);
    expect(pageDescriptionsBn['/management-message']).toBe(managementMessageBn.description);
    const meta = inLanguage(
      {
        title: { absolute: titleFor('/management-message') },
        description: managementMessage.description,
        alternates: { canonical: '/management-message' },
      },
      'bn',
    );
    expect(meta.description).toBe(managementMessageBn.description);
    expect(meta.title).toEqual({ absolute: 'মাসকো গ্রুপ || ব্যবস্থাপনার বার্তা' });
  });
});

describe('the breadcrumb’s structured data', () => {
  const trail = [
    { name: 'Blogs', path: '/blogs' },
    { name: 'পানির চক্র', path: '/blogs/details/water' },
  ];
  it('names Bangla addresses and Bangla names on a Bangla page', () => {
    expect(structuredCrumbs(trail, 'bn')).toEqual([
      { name: 'প্রথম পাতা', item: 'http://localhost:3000/bn' },
      { name: 'ব্লগ', item: 'http://localhost:3000/bn/blogs' },
      { name: 'পানির চক্র', item: 'http://localhost:3000/bn/blogs/details/water' },
    ]);
  });
  it('is as it was in English', () => {
    expect(structuredCrumbs(trail, 'en')).toEqual([
      { name: 'Home', item: 'http://localhost:3000/' },
      { name: 'Blogs', item: 'http://localhost:3000/blogs' },
      { name: 'পানির চক্র', item: 'http://localhost:3000/blogs/details/water' },
    ]);
  });
});

describe('a job post’s structured data on the Bangla page', () => {
  const job = {
    title: 'ডাইং মাস্টার',
    job_location: 'সাভার',
    employment_status: 'পূর্ণকালীন',
    vacancy: '02',
  } as Job;
  it('describes the post in Bangla, its count in Bengali digits', () => {
    expect(postingDescription(job, 'bn')).toBe(
      'মাসকো গ্রুপ-এ ডাইং মাস্টার, সাভার। পূর্ণকালীন। শূন্য পদ: ০২।',
    );
    expect(postingDescription({ ...job, title: 'Dyeing Master' } as Job, 'en')).toBe(
      'Dyeing Master at Masco Group, সাভার. পূর্ণকালীন. Vacancies: 02.',
    );
  });
  it('reads a Bangla job type as schema.org’s', () => {
    expect(employmentType('পূর্ণকালীন')).toBe('FULL_TIME');
    expect(employmentType('চুক্তিভিত্তিক')).toBe('CONTRACTOR');
    expect(employmentType('Full-time')).toBe('FULL_TIME');
  });
});

describe('digits in Bangla prose', () => {
  it('reads years and counts in Bengali digits, grouped as the prose writes them', () => {
    expect(digitsIn('bn', 2003)).toBe('২০০৩');
    expect(countIn('bn', '18000+')).toBe('১৮,০০০+');
    expect(countIn('en', '18000+')).toBe('18000+');
  });
});

describe('the language switch’s query', () => {
  const q = (text: string) => new URLSearchParams(text);
  it('keeps only the page’s own parameters, each once', () => {
    expect(switchQuery('/blogs', q('page=2&utm_source=x&page=3'))).toBe('?page=2');
    expect(switchQuery('/blogs', q('category=innovation&page=2'))).toBe(
      '?page=2&category=innovation',
    );
    expect(switchQuery('/search', q('q=চাকরি&kind=job&page=2&x=1'))).toBe(
      `?q=${encodeURIComponent('চাকরি')}&kind=job&page=2`,
    );
    expect(switchQuery('/blogs/innovation', q('page=3&category=x'))).toBe('?page=3');
    expect(switchQuery('/blogs/publication', q('page=2'))).toBe('?page=2');
    expect(switchQuery('/blogs/video', q('page=2'))).toBe('');
    expect(switchQuery('/career', q('page=2&q=x'))).toBe('');
    expect(switchQuery('/blogs/details/a-post', q('page=2'))).toBe('');
    expect(switchQuery('/search', q(''))).toBe('');
  });
  it('reads a cached result page’s route as its query', () => {
    expect(resultsQuery({ lang: 'bn', kind: 'all', page: '1', q: 'knit' }).toString()).toBe(
      'q=knit',
    );
    expect(resultsQuery({ kind: 'job', page: '2', q: 'dyeing%20master' }).toString()).toBe(
      'q=dyeing+master&kind=job&page=2',
    );
    expect(resultsQuery({ slug: 'a-post' }).toString()).toBe('');
  });
});

describe('a language prefix in another case', () => {
  it.each([
    ['/BN/career', '/bn/career'],
    ['/Bn', '/bn'],
    ['/bN/blogs/details/a', '/bn/blogs/details/a'],
    ['/EN/career', '/career'],
    ['/En', '/'],
  ])('%s → %s', (path, to) => {
    expect(languageCaseAddress(path)).toBe(to);
  });
  it.each(['/bn/career', '/career', '/Career', '/BNX/career', '/en'])('%s: none', (path) => {
    expect(languageCaseAddress(path)).toBeNull();
  });
});

describe('the Bangla phone menu', () => {
  const bangla = translatedNavigation(navigation, (label) => navLabel(messagesFor('bn'), label));
  it('puts চাকরি and যোগাযোগ at its first level, not under আরও', () => {
    const items = phoneMenuItems(bangla, 'bn');
    const first = items.filter((item) => !isGroup(item)).map((item) => item.label);
    expect(first).toEqual(expect.arrayContaining(['চাকরি', 'যোগাযোগ']));
    expect(items.some((item) => item.label === 'আরও')).toBe(false);
  });
  it('keeps the spec’s menu in English', () => {
    expect(phoneMenuItems(navigation, 'en')).toBe(navigation);
  });
  it('calls yarn dyeing ইয়ার্ন ডাইং, as its page does', () => {
    expect(bn.nav['Yarn Dyeing']).toBe('ইয়ার্ন ডাইং');
  });
});

describe('a Bangla twin’s own share card', () => {
  it('is Next’s card of the Bangla page, its alt in Bangla', () => {
    const career = withBanglaCard(
      pageMetadata('/career', 'চাকরি।', { ownCard: true, lang: 'bn' }),
      'bn',
    );
    const card = {
      url: '/bn/career/opengraph-image-18ux3t',
      width: 1200,
      height: 630,
      alt: 'মাসকো গ্রুপ — চাকরি',
      type: 'image/png',
    };
    expect(career.openGraph?.images).toEqual([card]);
    expect(career.twitter?.images).toEqual([card]);
    const english = pageMetadata('/career', 'Jobs.', { ownCard: true });
    expect(withBanglaCard(english, 'en')).toBe(english);
    const knitting = pageMetadata('/knitting', 'নিটিং।', { lang: 'bn' });
    expect(withBanglaCard(knitting, 'bn')).toBe(knitting);
  });
});
