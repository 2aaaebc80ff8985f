import { describe, expect, it } from 'vitest';
import { videoLinks, youTubeId, youTubeStart } from './video';

describe('youTubeId', () => {
  it.each([
    ['https://www.youtube.com/embed/Qm7vT2kXe4A', 'Qm7vT2kXe4A'],
    ['https://www.youtube.com/watch?v=Qm7vT2kXe4A&t=30s', 'Qm7vT2kXe4A'],
    ['https://youtu.be/Qm7vT2kXe4A?si=abc', 'Qm7vT2kXe4A'],
    ['https://m.youtube.com/shorts/Qm7vT2kXe4A', 'Qm7vT2kXe4A'],
    ['https://www.youtube-nocookie.com/embed/Qm7vT2kXe4A', 'Qm7vT2kXe4A'],
  ])('%s → %s', (link, id) => expect(youTubeId(link)).toBe(id));

  it.each([
    'https://vimeo.com/123456',
    'https://www.youtube.com/watch?v=short',
    'https://notyoutube.com/embed/Qm7vT2kXe4A',
    'not a url',
    null,
  ])('%s is not a YouTube video', (link) => expect(youTubeId(link)).toBeNull());
});

describe('videoLinks', () => {
  it('embeds YouTube from the no-cookie host with autoplay', () =>
    expect(videoLinks('https://youtu.be/Qm7vT2kXe4A')).toEqual({
      embed: 'https://www.youtube-nocookie.com/embed/Qm7vT2kXe4A?autoplay=1&rel=0',
      watch: 'https://www.youtube.com/watch?v=Qm7vT2kXe4A',
    }));

  it('appends autoplay=1 to any other player address', () =>
    expect(videoLinks('https://player.vimeo.com/video/1?h=2')).toEqual({
      embed: 'https://player.vimeo.com/video/1?h=2&autoplay=1',
      watch: 'https://player.vimeo.com/video/1?h=2',
    }));

  it('refuses missing and non-http links', () => {
    expect(videoLinks(null)).toBeNull();
    expect(videoLinks('javascript:alert(1)')).toBeNull();
  });
});

describe('youTubeStart (issue 45: a start time is kept)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 42],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 42],
    ['https://youtu.be/dQw4w9WgXcQ?t=1m2s', 62],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1h2m3s', 3723],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=90', 90],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=15', 15],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=soon', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=0', null],
    ['not an address', null],
  ])('%s starts at %s', (link, seconds) => expect(youTubeStart(link)).toBe(seconds));

  it('the embed of a video starts where its address says, and its watch link too', () =>
    expect(videoLinks('https://youtu.be/dQw4w9WgXcQ?t=42s')).toEqual({
      embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=42',
      watch: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    }));
});
