import { describe, expect, it } from 'vitest';
import { parseCollectionInput } from './collection-input';
import { collection } from './collections';

const noBodyProblem = () => null;
const media = collection('media')!;
const jobs = collection('jobs')!;

const newsItem = {
  mediaType: 'news',
  quickTitle: 'Open day',
  title: 'Open day at the knitting unit',
  slug: 'open-day',
  featureImage: '/files/abc/photo.webp',
  createdAt: '2026-11-25T10:30',
  content: '<p>Hello</p>',
  link: 'https://youtu.be/dQw4w9WgXcQ',
};

describe('a list item as the server checks it', () => {
  it('keeps the fields of its kind and clears the others (a news item has no video link)', () => {
    const parsed = parseCollectionInput(media, newsItem, noBodyProblem);
    expect(parsed).toEqual({
      ok: true,
      data: expect.objectContaining({ slug: 'open-day', link: '', content: '<p>Hello</p>' }),
    });
    if (parsed.ok) expect(parsed.data.createdAt).toEqual(new Date('2026-11-25T04:30:00Z'));
  });

  it('clears the address and body of a video, and wants a YouTube address', () => {
    const video = { ...newsItem, mediaType: 'video', link: 'https://vimeo.com/1' };
    expect(parseCollectionInput(media, video, noBodyProblem)).toEqual({
      ok: false,
      errors: { link: 'The address of a YouTube video (youtube.com or youtu.be).' },
    });
    const good = parseCollectionInput(
      media,
      { ...video, link: 'https://youtu.be/dQw4w9WgXcQ' },
      noBodyProblem,
    );
    expect(good.ok && good.data).toMatchObject({ slug: null, content: '' });
  });

  it('names every field that is wrong, in words', () => {
    const parsed = parseCollectionInput(
      jobs,
      {
        title: '',
        jobLocation: '',
        employmentStatus: 'Full-time',
        vacancy: '2',
        applicationDeadline: 'soon',
        link: 'javascript:alert(1)',
      },
      noBodyProblem,
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        title: 'Enter the position.',
        jobLocation: 'Enter the location.',
        applicationDeadline: 'Enter a date.',
        link: 'An address starting with https://',
      },
    });
  });

  it('takes a post that lacks a field (a form opened before a deploy added it) as the field left empty', () => {
    const without = (key: keyof typeof newsItem) =>
      Object.fromEntries(Object.entries(newsItem).filter(([name]) => name !== key));
    expect(parseCollectionInput(media, without('link'), noBodyProblem).ok).toBe(true);
    expect(parseCollectionInput(media, without('title'), noBodyProblem)).toEqual({
      ok: false,
      errors: { title: expect.stringMatching(/^Enter the /) },
    });
  });

  it('refuses an address that is not lowercase words, and pictures from elsewhere than a path or https', () => {
    const parsed = parseCollectionInput(
      media,
      { ...newsItem, slug: 'Open Day!', featureImage: 'data:image/png;base64,AAAA' },
      noBodyProblem,
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        slug: 'Use lowercase letters, digits and single hyphens.',
        featureImage: 'A path on this site or an https:// address',
      },
    });
  });

  it('asks the body check about a news body', () =>
    expect(
      parseCollectionInput(media, { ...newsItem, content: '<p></p>' }, (html) =>
        html === '<p></p>' ? 'Write the body.' : null,
      ),
    ).toEqual({ ok: false, errors: { content: 'Write the body.' } }));

  it('only takes a kind it knows', () =>
    expect(
      parseCollectionInput(media, { ...newsItem, mediaType: 'podcast' }, noBodyProblem),
    ).toMatchObject({ ok: false, errors: { mediaType: 'Choose the kind.' } }));
});

describe('an empty required field, told in a sentence that reads (issue 45)', () => {
  it('says what to enter for every required field of every list', async () => {
    const { collections } = await import('./collections');
    const { missingMessage } = await import('./collection-input');
    const messages = Object.fromEntries(
      collections.flatMap((spec) =>
        spec.fields
          .filter((field) => field.required && field.kind !== 'datetime' && field.kind !== 'date')
          .map((field) => [`${spec.name}.${field.key}`, missingMessage(field)]),
      ),
    );
    expect(messages).toEqual({
      'media.mediaType': 'Choose the kind.',
      'media.quickTitle': 'Enter the short title.',
      'media.title': 'Enter the full title.',
      'media.link': 'Enter the video address.',
      'jobs.title': 'Enter the position.',
      'jobs.jobLocation': 'Enter the location.',
      'jobs.employmentStatus': 'Enter the type of employment.',
      'jobs.vacancy': 'Enter the number of vacancies.',
      'jobs.link': 'Enter the address where people apply.',
      'publications.title': 'Enter the title.',
      'publications.attachment': 'Choose the PDF file: upload it, or give its address.',
      'magazines.title': 'Enter the title.',
      'magazines.attachment': 'Choose the PDF file: upload it, or give its address.',
      'videos.title': 'Enter the title.',
      'videos.videoLink': 'Enter the video address.',
      'certificates.title': 'Enter the title.',
      'certificates.category': 'Enter the category.',
      'clients.title': 'Enter the client.',
      'awards.title': 'Enter the title.',
      'blog-categories.name': 'Enter the name.',
      'blog-categories.slug': 'Enter the address.',
      'blog-tags.name': 'Enter the tag.',
      'authors.fullName': 'Enter the full name.',
    });
  });

  it('makes an empty address from the name, as an article’s is from its title; with no name, only the name is asked for', () => {
    const categories = collection('blog-categories')!;
    const named = parseCollectionInput(
      categories,
      { name: 'Worker Welfare', slug: '', 'bn.name': 'শ্রমিক কল্যাণ' },
      noBodyProblem,
    );
    expect(named.ok && named.data).toMatchObject({ slug: 'worker-welfare' });
    // An address typed is kept as typed.
    const typed = parseCollectionInput(
      categories,
      { name: 'Worker Welfare', slug: 'welfare' },
      noBodyProblem,
    );
    expect(typed.ok && typed.data).toMatchObject({ slug: 'welfare' });
    expect(parseCollectionInput(categories, { name: '', slug: '' }, noBodyProblem)).toEqual({
      ok: false,
      errors: { name: expect.any(String) },
    });
    // A news item's address from its title.
    const news = parseCollectionInput(media, { ...newsItem, slug: '' }, noBodyProblem);
    expect(news.ok && news.data).toMatchObject({ slug: 'open-day-at-the-knitting-unit' });
  });
});
