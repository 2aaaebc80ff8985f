import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CertificateImage } from '@/components/ui/certificate-image';
import { ContentImage } from '@/components/ui/content-image';

/** The <img>'s inline style, as the server sends it. */
const styleOf = (html: string) => /style="([^"]*)"/.exec(html)?.[1] ?? '';

describe('an image keeps the box its width and height declare', () => {
  it('a certificate keeps 600x848, fitted inside, whatever shape the uploaded file has', () => {
    const html = renderToStaticMarkup(
      <CertificateImage src="/uploads/certificate.jpg" title="OEKO-TEX" />,
    );
    expect(styleOf(html)).toContain('aspect-ratio:600 / 848');
    expect(styleOf(html)).toContain('object-fit:contain');
  });

  it('an image whose class sets its aspect and fit is left to the class', () => {
    const html = renderToStaticMarkup(
      <ContentImage
        src="/uploads/story.jpg"
        alt=""
        width={1200}
        height={800}
        className="aspect-[3/2] h-auto w-full object-cover"
      />,
    );
    expect(styleOf(html)).not.toContain('aspect-ratio');
    expect(styleOf(html)).not.toContain('object-fit');
  });

  it('a class that sets only the fit keeps it, and the box still takes the declared aspect', () => {
    const html = renderToStaticMarkup(
      <ContentImage
        src="/uploads/logo.png"
        alt="A buyer"
        width={360}
        height={180}
        className="h-auto w-full object-cover"
      />,
    );
    expect(styleOf(html)).toContain('aspect-ratio:360 / 180');
    expect(styleOf(html)).not.toContain('object-fit');
  });

  it('a filled image is sized by its frame, not given an aspect', () => {
    const html = renderToStaticMarkup(
      <ContentImage src="/uploads/banner.jpg" alt="" fill sizes="100vw" />,
    );
    expect(styleOf(html)).not.toContain('aspect-ratio');
  });
});
