import { describe, expect, it } from 'vitest';
import { notKeptMessage, tooLargeMessage } from './upload-size';

describe('the too-large message', () => {
  it('names the file’s size and the limit as people read them', () => {
    expect(tooLargeMessage(15 * 1024 * 1024, 10 * 1024 * 1024)).toBe(
      'This file is 15 MB; the site takes files up to 10 MB. Choose a smaller one (a photo saved 2,000 px wide is usually under 1 MB).',
    );
    expect(tooLargeMessage(10.5 * 1024 * 1024, 10 * 1024 * 1024)).toMatch(
      /^This file is 10\.5 MB;/,
    );
    expect(tooLargeMessage(1.5 * 1024 * 1024, 900 * 1024)).toMatch(
      /^This file is 1\.5 MB; the site takes files up to 900 KB\./,
    );
  });
});

describe('the not-kept note', () => {
  it('names the file chosen and says to choose it again', () => {
    expect(notKeptMessage('picture', 'team.jpg')).toBe(
      'The picture you chose (team.jpg) was not kept: choose it again.',
    );
    expect(notKeptMessage('file', '')).toBe('The file you chose was not kept: choose it again.');
  });
});
