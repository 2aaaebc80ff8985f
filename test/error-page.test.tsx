import { existsSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ErrorPage from '@/app/[lang]/(site)/error';

describe('the error page', () => {
  const html = renderToStaticMarkup(<ErrorPage error={new Error('x')} reset={() => {}} />);

  it("shows the site's error illustration, the message and a retry button", () => {
    expect(html).toContain('src="/images/error.svg"');
    expect(existsSync('public/images/error.svg')).toBe(true);
    expect(html).toContain('Something went wrong');
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
  });
});
