import { describe, expect, it } from 'vitest';
import { imageRequestProblem, lowercasedRoute } from './request-guards';

const problem = (url: string | string[]) => {
  const search = new URLSearchParams({ w: '640', q: '75' });
  for (const value of [url].flat()) search.append('url', value);
  return imageRequestProblem(search);
};

describe('what the image optimiser may be asked for', () => {
  it('a picture of a folder, or a CMS picture, in its one spelling', () => {
    for (const url of [
      '/demo/news/news-08.webp',
      '/media/hero-poster.webp',
      `/files/${'a'.repeat(64)}/factory-floor.jpg`,
      'https://cms.example/uploads/a.jpg',
    ])
      expect(problem(url), url).toBeNull();
  });

  it('nothing spelled another way: a query, dot segments, doubled slashes, escapes, backslashes', () => {
    for (const url of [
      '/demo/news/news-08.webp?v=1',
      '/demo/news/news-08.webp?',
      '/demo/news/news-08.webp#x',
      '/demo/news/./news-08.webp',
      '/demo/news/../news/news-08.webp',
      '/demo//news/news-08.webp',
      '//evil.example/a.webp',
      '/demo/news/news-08%2Ewebp',
      '/\\evil.example/media/x.webp',
      '/%5Cevil.example/media/x.webp',
      '/demo/.hidden.webp',
      '/demo/news/news-08.webp ',
      '/',
      '',
      'https://cms.example/uploads/../a.jpg',
      'https://CMS.example/uploads/a.jpg',
      'https://cms.example/uploads/a.jpg?',
      'https://cms.example/uploads/a.jpg?v=1',
      'https://cms.example/uploads/a%2Ejpg',
      'http://[x',
      '/demo/files/masco-group-brochure.pdf',
      `/files/${'a'.repeat(64)}/magazine.pdf`,
      '/demo/news/news-08',
      'javascript:alert(1)',
    ])
      expect(problem(url), url).not.toBeNull();
  });

  it('one image per request', () => {
    expect(problem([])).toBe('Name one image.');
    expect(problem(['/demo/a.webp', '/demo/b.webp'])).toBe('Name one image.');
  });
});

describe('addresses Next routes whatever their case', () => {
  it('go to their lower-case spelling, where the search limit counts them', () => {
    expect(lowercasedRoute('/SEARCH?q=Dyeing')).toBe('/search?q=Dyeing');
    expect(lowercasedRoute('/Search')).toBe('/search');
    expect(lowercasedRoute('/sEaRcH/results/all/1/Knit')).toBe('/search/results/all/1/Knit');
    expect(lowercasedRoute('/Blogs/Paged-View?page=2')).toBe('/blogs/paged-view?page=2');
  });

  it('leave every other address alone', () => {
    for (const url of [
      '/search?q=X',
      '/search',
      '/searching',
      '/SEARCHING',
      '/mascoTopManagementImage',
      '/Blogs',
    ])
      expect(lowercasedRoute(url), url).toBeNull();
  });
});
