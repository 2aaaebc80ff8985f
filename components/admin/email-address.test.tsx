import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

const PART = 'inline-block max-w-full break-words';

describe('an e-mail address in running text', () => {
  it('may wrap after its @; each side whole while it fits a line', () => {
    const html = renderToStaticMarkup(<EmailAddress address="nasrin-akter@mascobd.com" />);
    expect(html).toBe(
      `<span data-email=""><span class="${PART}">nasrin-akter@</span><wbr/><span class="${PART}">mascobd.com</span></span>`,
    );
    expect(html).not.toContain('break-all');
  });

  it('is one box when it has no @', () => {
    expect(renderToStaticMarkup(<EmailAddress address="seed" />)).toBe(
      `<span class="${PART}">seed</span>`,
    );
  });
});
