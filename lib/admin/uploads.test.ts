import { describe, expect, it } from 'vitest';
import { sanitizeSvg, sniff } from './file-kinds';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe('what an upload is, by its content', () => {
  it('knows the five kinds it takes', () => {
    expect(sniff(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))?.mime).toBe('image/jpeg');
    expect(sniff(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))?.mime).toBe('image/png');
    expect(sniff(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))?.mime).toBe('image/webp');
    expect(sniff(bytes('%PDF-1.7\n'))?.mime).toBe('application/pdf');
    expect(sniff(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))?.mime).toBe('image/svg+xml');
    const withPreamble =
      '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<svg viewBox="0 0 1 1"/>';
    expect(sniff(new TextEncoder().encode(withPreamble))?.mime).toBe('image/svg+xml');
  });

  it('refuses anything else, whatever its name would say', () => {
    for (const content of [
      bytes('GIF89a'),
      bytes('<html><svg></svg></html>'),
      bytes('MZ', 0x90, 0),
      bytes('RIFF', 0, 0, 0, 0, 'AVI '),
      bytes('<script>alert(1)</script>'),
      bytes(),
    ])
      expect(sniff(content)).toBeNull();
  });
});

describe('an uploaded SVG', () => {
  it('keeps shapes, text and gradients', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#0B2545"/></linearGradient></defs><g transform="scale(2)"><path d="M0 0h5v5z" fill="url(#g)"/><text x="1" y="9">Masco</text></g></svg>';
    const clean = sanitizeSvg(svg);
    expect(clean).toContain('viewBox="0 0 10 10"');
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<text x="1" y="9">Masco</text>');
  });

  it('loses scripts, handlers, styles, links, foreign objects and outside references', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">
      <script>alert(2)</script>
      <style>@import url(https://evil.example/x.css)</style>
      <a href="javascript:alert(3)"><rect width="5" height="5"/></a>
      <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
      <image href="https://evil.example/track.png"/>
      <use href="https://evil.example/sprite.svg#x"/>
      <rect width="1" height="1" style="fill:url(https://evil.example/a)" fill="url(https://evil.example/b)"/>
      <circle r="1" onclick="alert(4)"/>
    </svg>`;
    const clean = sanitizeSvg(svg);
    for (const gone of [
      'alert',
      'script',
      'style',
      'evil.example',
      'href',
      'foreignObject',
      'iframe',
      '<image',
      '<use',
      'onclick',
      'onload',
    ])
      expect(clean, gone).not.toContain(gone);
    expect(clean).toContain('<circle r="1"');
  });
});
