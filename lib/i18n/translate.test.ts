import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { toWire } from '@/lib/content/list-wire';
import { translatedKeys } from '@/lib/content/list-description';
import { lists } from '@/lib/content/lists';
import * as t from '@/lib/store/schema';
import {
  hasText,
  inBangla,
  langProps,
  overlay,
  shownInEnglish,
  textLang,
  translatedField,
} from './translate';

const job = {
  title: 'Dyeing Master',
  jobLocation: 'Savar',
  employmentStatus: 'Full-time',
  vacancy: '01',
  applicationDeadline: '2026-12-20',
  link: 'https://jobs.example.com/1',
  bn: { title: 'ডাইং মাস্টার', jobLocation: '  ', vacancy: '০১', link: 'https://evil.example' },
};

describe('content in two languages, described once per list', () => {
  it('names the translatable fields in the list’s description, and nothing else', () => {
    expect(translatedKeys(lists.jobPosts)).toEqual(['title', 'jobLocation', 'employmentStatus']);
    expect(translatedKeys(lists.blogPosts)).toEqual(['title', 'shortDescription', 'description']);
    expect(translatedKeys(lists.mediaItems)).toEqual(['quickTitle', 'title', 'content']);
    expect(translatedKeys(lists.authors)).toEqual(['fullName']);
  });

  it('keeps every list’s Bangla values in one `bn` column beside its English', () => {
    for (const [name, list] of Object.entries(lists)) {
      const table = t[name as keyof typeof lists];
      expect(getTableConfig(table).name).toBe(list.table);
      const bn = getTableConfig(table).columns.find((c) => c.name === 'bn');
      expect(bn, list.table).toMatchObject({
        notNull: true,
        hasDefault: true,
        columnType: 'PgJsonb',
      });
    }
    expect(getTableConfig(t.records).columns.map((c) => c.name)).toContain('bn');
  });

  it('answers English exactly as the contract says, whatever Bangla the row has', () => {
    expect(toWire(lists.jobPosts)(job)).toEqual(toWire(lists.jobPosts)({ ...job, bn: {} }));
    expect(toWire(lists.jobPosts)(job)).toEqual({
      title: 'Dyeing Master',
      job_location: 'Savar',
      employment_status: 'Full-time',
      vacancy: '01',
      application_deadline: '2026-12-20',
      link: 'https://jobs.example.com/1',
    });
  });

  it('answers Bangla with the translated fields’ Bangla, the English where it is missing or blank', () => {
    expect(toWire(lists.jobPosts, undefined, 'bn')(job)).toEqual({
      title: 'ডাইং মাস্টার',
      // Blank: the English shows.
      job_location: 'Savar',
      // Missing: the English shows.
      employment_status: 'Full-time',
      // Not a translated field: never replaced, whatever the row holds.
      vacancy: '01',
      application_deadline: '2026-12-20',
      link: 'https://jobs.example.com/1',
    });
    const post = {
      title: 'Trends',
      shortDescription: 'Short',
      bn: { shortDescription: 'সংক্ষেপে' },
    };
    expect(toWire(lists.blogPosts, ['title', 'shortDescription'], 'bn')(post)).toEqual({
      title: 'Trends',
      short_description: 'সংক্ষেপে',
    });
  });

  it('reads a field’s Bangla only from an object of strings', () => {
    expect(translatedField('Rahim', { fullName: 'রহিম' }, 'fullName', 'bn')).toBe('রহিম');
    expect(translatedField('Rahim', { fullName: 'রহিম' }, 'fullName', 'en')).toBe('Rahim');
    expect(translatedField('Rahim', null, 'fullName', 'bn')).toBe('Rahim');
    expect(translatedField('Rahim', { fullName: 7 }, 'fullName', 'bn')).toBe('Rahim');
  });
});

describe('an emptied Bangla body', () => {
  // A staff member selected all of a Bangla body and deleted it: the editor kept an empty
  // paragraph, and the published Bangla page showed no body at all.
  it('is no Bangla: the Bangla page shows the English body', () => {
    for (const emptied of ['<p></p>', '<p> </p><p><br></p>', ' <p><br/></p> '])
      expect(overlay({ body: '<p>English</p>' }, { body: emptied })).toEqual({
        body: '<p>English</p>',
      });
    expect(translatedField('<p>English</p>', { description: '<p></p>' }, 'description', 'bn')).toBe(
      '<p>English</p>',
    );
  });

  it('but a body with a word or a picture in it is Bangla', () => {
    expect(hasText('<p>বাংলা</p>')).toBe(true);
    expect(hasText('<p></p><p>এক</p>')).toBe(true);
    expect(hasText('<img src="/files/a/b.png" alt="ছবি">')).toBe(true);
    expect(hasText('<p></p>')).toBe(false);
  });
});

describe('a record’s Bangla over its English', () => {
  const english = {
    man_power: '18000+',
    circular_machines: 120,
    certificate: '/demo/certificates/2.svg',
    product_mix: 'Our product mix covers the full knit range.',
    rows: [
      { label: 'Water', value: 40 },
      { label: 'Energy', value: 12 },
    ],
    nested: { title: 'Social' },
  };

  it('replaces text at the same paths and nothing else: figures and the shape stay English', () => {
    expect(
      overlay(english, {
        circular_machines: 999,
        product_mix: 'আমাদের পণ্যের পরিসর পুরো নিট জগৎ জুড়ে।',
        rows: [{ label: 'পানি', value: 1 }],
        nested: { title: '' },
        extra: 'not in the English',
      }),
    ).toEqual({
      ...english,
      product_mix: 'আমাদের পণ্যের পরিসর পুরো নিট জগৎ জুড়ে।',
      rows: [
        { label: 'পানি', value: 40 },
        { label: 'Energy', value: 12 },
      ],
    });
  });

  it('gives the English back when there is no Bangla at all', () => {
    expect(overlay(english, {})).toEqual(english);
    expect(overlay(english, null)).toEqual(english);
    expect(overlay(english, 'a string')).toEqual(english);
  });
});

describe('the language of a content text', () => {
  it('gives props with no lang key where none is needed, so English payloads keep their bytes', () => {
    expect(langProps('Knitting')).toEqual({});
    expect('lang' in langProps('Knitting')).toBe(false);
    expect(langProps('নিটিং')).toEqual({ lang: 'bn' });
    expect(langProps('Masco Industries Ltd — Knitting', 'bn')).toEqual({ lang: 'en' });
  });

  it('marks, inside Bangla page copy, a value shown in English', () => {
    expect(textLang('Quality Auditor (Final Inspection)', 'bn')).toBe('en');
    expect(textLang('ডাইং মাস্টার', 'bn')).toBeUndefined();
    expect(textLang('ETP অপারেটর', 'bn')).toBeUndefined();
    expect(textLang('1500 / 40', 'bn')).toBeUndefined();
  });

  it('marks Bangla text bn, and leaves English to the page’s English content wrapper', () => {
    expect(textLang('নিটিং')).toBe('bn');
    expect(textLang('Masco-র নিটিং ইউনিট')).toBe('bn');
    expect(textLang('Knitting')).toBeUndefined();
    expect(textLang('1500')).toBeUndefined();
    expect(textLang('')).toBeUndefined();
    expect(textLang(null)).toBeUndefined();
  });
});

describe('page copy in Bangla', () => {
  it('takes the Bangla texts over the English and keeps figures, links and paths', () => {
    const english = {
      path: '/knitting',
      title: 'Knitting',
      figures: [{ field: 'circular_machines', label: 'Circular machines', max: 120 }],
    };
    expect(inBangla(english, { title: 'নিটিং', figures: [{ label: 'সার্কুলার মেশিন' }] })).toEqual({
      path: '/knitting',
      title: 'নিটিং',
      figures: [{ field: 'circular_machines', label: 'সার্কুলার মেশিন', max: 120 }],
    });
  });
});

describe('an item shown in English on a Bangla page', () => {
  it('is one whose title has no Bengali, on a Bangla page only', () => {
    expect(shownInEnglish('Traceable cotton, from farm to carton', 'bn')).toBe(true);
    expect(shownInEnglish('বসন্ত-গ্রীষ্ম ২০২৭-এর নিট কাপড়', 'bn')).toBe(false);
    // A Bangla title with a standard's name in it is Bangla.
    expect(shownInEnglish('ZDHC MRSL লেভেল ৩', 'bn')).toBe(false);
    expect(shownInEnglish('Traceable cotton, from farm to carton', 'en')).toBe(false);
  });
});
