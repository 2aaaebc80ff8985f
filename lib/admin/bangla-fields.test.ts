import { describe, expect, it } from 'vitest';
import {
  BANGLA_HINT,
  BANGLA_MARK_LEGEND,
  banglaBodyProblem,
  banglaFormValues,
  banglaKey,
  banglaLabel,
  banglaName,
  banglaState,
  banglaToStore,
  isEmptyBody,
  missingBangla,
  MISSING_BANGLA,
  postedBangla,
  splitBangla,
  tabToShow,
} from './bangla-fields';
import { POST_BANGLA, postLabel } from './blog-post-labels';
import { banglaBodyIncomplete, bodyMeasure } from './bangla-body';
import { parseCollectionInput } from './collection-input';
import { itemLabel } from './collection-spec';
import { collection } from './collections';

const noBodyProblem = () => null;
const jobs = collection('jobs')!;
const media = collection('media')!;
const news = {
  mediaType: 'news',
  quickTitle: 'Open day',
  title: 'Open day',
  slug: 'open-day',
  featureImage: '',
  createdAt: '2026-11-25T10:30',
  content: '<p>Hello</p>',
  link: '',
};
const job = {
  title: 'Merchandiser',
  jobLocation: 'Gazipur',
  employmentStatus: 'Full-time',
  vacancy: '2',
  applicationDeadline: '2026-12-31',
  link: 'https://jobs.example.com/1',
};

describe('the Bangla inputs of a form, from the one description', () => {
  it('names a Bangla value bn. + the field’s key, and labels it in both languages', () => {
    expect(banglaName('title')).toBe('bn.title');
    expect(banglaKey('bn.description')).toBe('description');
    expect(banglaKey('title')).toBeNull();
    expect(banglaLabel('Position')).toBe('Position (বাংলা)');
    expect(itemLabel(jobs.fields, 'bn.title')).toBe('Position (বাংলা)');
    expect(itemLabel(jobs.fields, 'title')).toBe('Position');
    expect(postLabel('bn.description')).toBe('Body (বাংলা)');
    expect(BANGLA_HINT).toBe('Left empty, the Bangla page shows the English.');
  });

  it('gives only the translatable fields a Bangla input (a job’s vacancies and link have none)', () => {
    expect(jobs.fields.filter((field) => field.translate).map((field) => field.key)).toEqual([
      'title',
      'jobLocation',
      'employmentStatus',
    ]);
    expect(media.fields.filter((field) => field.translate).map((field) => field.key)).toEqual([
      'quickTitle',
      'title',
      'content',
    ]);
    // And the article's picture's alt text, kept in its `bn` too (lib/content/article-picture-alt.ts).
    expect(POST_BANGLA).toEqual(['title', 'shortDescription', 'description', 'featuredImageAlt']);
  });

  it('reads a row’s stored Bangla into the form, empty where there is none', () => {
    expect(banglaFormValues(['title', 'jobLocation'], { title: 'মার্চেন্ডাইজার' })).toEqual({
      'bn.title': 'মার্চেন্ডাইজার',
      'bn.jobLocation': '',
    });
    expect(banglaFormValues(['title'], null)).toEqual({ 'bn.title': '' });
  });

  it('reads only the Bangla fields a post has (a form from before keeps the stored ones)', () => {
    const form = new FormData();
    form.set('bn.title', 'মার্চেন্ডাইজার');
    const read = (data: FormData, name: string) => String(data.get(name));
    expect(postedBangla(form, ['title', 'jobLocation'], read)).toEqual({
      'bn.title': 'মার্চেন্ডাইজার',
    });
  });

  it('stores the posted Bangla over the stored, an emptied value removed', () => {
    expect(
      banglaToStore(
        { title: 'পুরোনো', jobLocation: 'গাজীপুর', employmentStatus: '' },
        { 'bn.title': ' নতুন ', 'bn.jobLocation': '  ', title: 'English is not Bangla' },
      ),
    ).toEqual({ title: 'নতুন' });
    expect(banglaToStore(undefined, { 'bn.title': 'নতুন' })).toEqual({ title: 'নতুন' });
  });

  it('splits the posted values into English and Bangla', () => {
    expect(splitBangla({ title: 'A', 'bn.title': 'আ', published: true })).toEqual({
      english: { title: 'A', published: true },
      bangla: { 'bn.title': 'আ' },
    });
  });
});

describe('which Bangla is missing', () => {
  it('names the fields with English text and no Bangla; an empty English needs none', () => {
    const values = { ...job, 'bn.title': 'মার্চেন্ডাইজার', 'bn.jobLocation': ' ' };
    expect(missingBangla(jobs.fields, values).map((field) => field.key)).toEqual([
      'jobLocation',
      'employmentStatus',
    ]);
    expect(banglaState(jobs.fields, values)).toEqual({
      complete: false,
      incomplete: false,
      text: 'Bangla missing: Location, Type',
    });
    expect(banglaState(jobs.fields, job)).toEqual({
      complete: false,
      incomplete: false,
      text: 'No Bangla',
    });
    expect(
      banglaState(jobs.fields, {
        ...values,
        'bn.jobLocation': 'গাজীপুর',
        'bn.employmentStatus': 'পূর্ণকালীন',
      }),
    ).toEqual({ complete: true, incomplete: false, text: 'বাংলা ✓' });
    // An article without a summary lacks no Bangla summary; an empty body is no text.
    const article = [
      { key: 'shortDescription', label: 'Summary', translate: true as const },
      { key: 'description', label: 'Body', translate: true as const },
    ];
    expect(missingBangla(article, { shortDescription: '', description: '<p></p>' })).toEqual([]);
    expect(MISSING_BANGLA).toEqual({ value: 'missing', label: 'Missing Bangla' });
  });
});

describe('the tab a form is drawn with', () => {
  it('is the chosen one, unless every field to correct is in the other language', () => {
    expect(tabToShow('en', {})).toBe('en');
    expect(tabToShow('bn', {})).toBe('bn');
    expect(tabToShow('en', { 'bn.title': 'Too long' })).toBe('bn');
    expect(tabToShow('bn', { title: 'Enter the position.' })).toBe('en');
    expect(tabToShow('bn', { title: 'x', 'bn.title': 'y' })).toBe('bn');
    expect(tabToShow('en', { '': 'The record as a whole' })).toBe('en');
  });
});

describe('a list item’s Bangla as the server checks it', () => {
  it('publishes with the English alone: no Bangla value is required', () => {
    const parsed = parseCollectionInput(jobs, { ...job, 'bn.title': '' }, noBodyProblem);
    expect(parsed).toEqual({ ok: true, data: expect.objectContaining({ 'bn.title': '' }) });
  });

  it('checks a Bangla value by its field’s kind, and names it', () => {
    const parsed = parseCollectionInput(
      jobs,
      { ...job, 'bn.title': 'ক'.repeat(301) },
      noBodyProblem,
    );
    expect(parsed).toEqual({
      ok: false,
      errors: { 'bn.title': 'Keep it under 300 characters.' },
    });
    const body = parseCollectionInput(
      media,
      { ...news, 'bn.content': '<script>x</script>' },
      (html) => (html.includes('<script') ? 'No scripts.' : null),
    );
    expect(body).toEqual({ ok: false, errors: { 'bn.content': 'No scripts.' } });
  });

  it('takes an empty Bangla body as no Bangla, where an empty English body is refused', () => {
    const writeIt = (html: string) => (isEmptyBody(html) ? 'Write the body.' : null);
    for (const empty of ['', '<p></p>', ' <p> </p> '])
      expect(parseCollectionInput(media, { ...news, 'bn.content': empty }, writeIt).ok).toBe(true);
    expect(parseCollectionInput(media, { ...news, content: '<p></p>' }, writeIt)).toEqual({
      ok: false,
      errors: { content: 'Write the body.' },
    });
    expect(banglaBodyProblem(writeIt)('<p>লেখা</p>')).toBeNull();
    expect(banglaBodyProblem(() => 'No scripts.')('<p>লেখা</p>')).toBe('No scripts.');
  });

  it('leaves a Bangla value the post lacks out, and clears one whose field does not apply', () => {
    const parsed = parseCollectionInput(jobs, job, noBodyProblem);
    expect(parsed.ok && Object.keys(parsed.data).filter((key) => key.startsWith('bn.'))).toEqual(
      [],
    );
    const video = parseCollectionInput(
      media,
      {
        mediaType: 'video',
        quickTitle: 'Film',
        title: 'Film',
        slug: '',
        featureImage: '',
        createdAt: '2026-11-25T10:30',
        content: '',
        link: 'https://youtu.be/dQw4w9WgXcQ',
        'bn.title': 'চলচ্চিত্র',
        'bn.content': '<p>থাকবে না</p>',
      },
      noBodyProblem,
    );
    expect(video.ok && video.data).toMatchObject({ 'bn.title': 'চলচ্চিত্র', 'bn.content': '' });
  });
});

describe('a half-translated body', () => {
  const article = [
    { key: 'title', label: 'Title', translate: true as const, kind: 'text' },
    { key: 'description', label: 'Body', translate: true as const, kind: 'richText' },
  ];
  const paragraph = (words: string) => `<p>${words} ${'word '.repeat(40)}</p>`;
  const english = `<h2>One</h2>${paragraph('a')}${paragraph('b')}<h2>Two</h2>${paragraph('c')}${paragraph('d')}`;
  const full = `<h2>এক</h2>${paragraph('ক')}${paragraph('খ')}<h2>দুই</h2>${paragraph('গ')}${paragraph('ঘ')}`;
  const values = (bn: string) => ({
    title: 'Knit',
    'bn.title': 'নিট',
    description: english,
    'bn.description': bn,
  });

  it('is "Bangla incomplete" with fewer headings, fewer paragraphs, or under half the text of the English', () => {
    expect(banglaState(article, values(full))).toEqual({
      complete: true,
      incomplete: false,
      text: 'বাংলা ✓',
    });
    const incomplete = {
      complete: false,
      incomplete: true,
      text: 'Bangla incomplete: Body',
    };
    // The first half only: one heading and two paragraphs of four.
    expect(banglaState(article, values(`<h2>এক</h2>${paragraph('ক')}${paragraph('খ')}`))).toEqual(
      incomplete,
    );
    // Every heading, a paragraph short.
    expect(
      banglaState(
        article,
        values(`<h2>এক</h2>${paragraph('ক')}${paragraph('খ')}<h2>দুই</h2>${paragraph('গ')}<p></p>`),
      ),
    ).toEqual(incomplete);
    // Every heading and paragraph, but each a line where the English has forty words.
    expect(
      banglaState(article, values('<h2>এক</h2><p>ক</p><p>খ</p><h2>দুই</h2><p>গ</p><p>ঘ</p>')),
    ).toEqual(incomplete);
    // Beside a missing field, both are said.
    expect(banglaState(article, { ...values(`<p>ক</p>`), 'bn.title': '' }).text).toBe(
      'Bangla missing: Title; Bangla incomplete: Body',
    );
  });

  it('measures a body by its headings, its paragraphs with text, and its text', () => {
    expect(
      bodyMeasure('<h2 id="a">A</h2><p>One &amp; two</p><p> </p><p><br></p><h3>B</h3>'),
      // "A One & two B": `&amp;` is the one character it stands for.
    ).toEqual({ headings: 2, paragraphs: 1, characters: 13 });
    // A translation as long as the seeded ones (about 0.85 of the English) is complete.
    expect(
      banglaBodyIncomplete('<p>' + 'x'.repeat(100) + '</p>', '<p>' + 'ক'.repeat(85) + '</p>'),
    ).toBe(false);
    expect(
      banglaBodyIncomplete('<p>' + 'x'.repeat(100) + '</p>', '<p>' + 'ক'.repeat(49) + '</p>'),
    ).toBe(true);
  });
});

describe('the legend of the lists’ Bangla marks', () => {
  const fields = [
    { key: 'title', label: 'Title', translate: true as const, kind: 'text' },
    { key: 'body', label: 'Body', translate: true as const, kind: 'richText' },
  ];
  const paragraphs = (n: number) => Array.from({ length: n }, () => '<p>Words here.</p>').join('');
  it('names each mark as the list writes it', () => {
    const marks = [
      banglaState(fields, { title: 'T', 'bn.title': 'শ', body: '<p>B</p>', 'bn.body': '<p>ব</p>' }),
      banglaState(fields, { title: 'T', body: '<p>B</p>' }),
      banglaState(fields, { title: 'T', 'bn.title': 'শ', body: '<p>B</p>' }),
      banglaState(fields, {
        title: 'T',
        'bn.title': 'শ',
        body: paragraphs(12),
        'bn.body': '<p>বাংলা কথা।</p>',
      }),
    ].map((state) => state.text);
    expect(marks).toEqual([
      'বাংলা ✓',
      'No Bangla',
      'Bangla missing: Body',
      'Bangla incomplete: Body',
    ]);
    BANGLA_MARK_LEGEND.forEach(({ term }, i) =>
      expect(marks[i]!.startsWith(term.replace(' …', ''))).toBe(true),
    );
  });
});
