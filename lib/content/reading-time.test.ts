import { describe, expect, it } from 'vitest';
import bn from '@/messages/bn.json';
import en from '@/messages/en.json';
import { readingTime, readingTimeIn, shownReadingTime } from './reading-time';

describe('reading time', () => {
  it('counts 200 words a minute, rounded up, at least 1', () => {
    expect(readingTime(`<p>${'word '.repeat(450)}</p>`)).toBe('3 min read');
    expect(readingTime(`<p>${'word '.repeat(201)}</p>`)).toBe('2 min read');
    expect(readingTime(`<p>${'word '.repeat(200)}</p>`)).toBe('1 min read');
    // A one-sentence article, and an empty body.
    expect(readingTime('<p>Our new washing unit opened today.</p>')).toBe('1 min read');
    expect(readingTime('')).toBe('1 min read');
  });

  it('reads a one-sentence Bangla body as one minute on its Bangla page', () => {
    const short = {
      description: '<p>নতুন ওয়াশিং ইউনিট আজ চালু হলো।</p>',
      reading_time: '3 min read',
    };
    expect(readingTimeIn('bn', shownReadingTime(short, 'bn'), bn.blog.readingTime)).toBe(
      'পড়তে ১ মিনিট',
    );
  });

  it('reads in Bangla with Bengali digits on a Bangla page (messages blog.readingTime)', () => {
    expect(readingTimeIn('bn', '3 min read', bn.blog.readingTime)).toBe('পড়তে ৩ মিনিট');
    expect(readingTimeIn('bn', '12 min read', bn.blog.readingTime)).toBe('পড়তে ১২ মিনিট');
  });

  it('stays as stored in English, and in a form it does not know', () => {
    expect(readingTimeIn('en', '3 min read', en.blog.readingTime)).toBe('3 min read');
    expect(en.blog.readingTime.replace('{minutes}', '3')).toBe(
      readingTime(`<p>${'w '.repeat(450)}</p>`),
    );
    expect(readingTimeIn('bn', 'About 5 minutes', bn.blog.readingTime)).toBe('About 5 minutes');
  });

  it('counts a Bangla body shown on a Bangla page from its own words, part or whole', () => {
    // 450 Bangla words where the English body (stored: 9 min read) is longer.
    const bangla = { description: `<p>${'শব্দ '.repeat(450)}</p>`, reading_time: '9 min read' };
    expect(shownReadingTime(bangla, 'bn')).toBe('3 min read');
    // The English body shown on a Bangla page, and every English page: the stored time.
    const english = { description: `<p>${'word '.repeat(450)}</p>`, reading_time: '9 min read' };
    expect(shownReadingTime(english, 'bn')).toBe('9 min read');
    expect(shownReadingTime(bangla, 'en')).toBe('9 min read');
    // No stored time (an upstream CMS gave none): none shown.
    expect(shownReadingTime({ ...bangla, reading_time: '' }, 'bn')).toBe('');
    // A list's article without its body: the stored time.
    expect(shownReadingTime({ description: '', reading_time: '9 min read' }, 'bn')).toBe(
      '9 min read',
    );
  });
});
