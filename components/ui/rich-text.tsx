import { DomUtils, parseDocument } from 'htmlparser2';
import type { ReactNode } from 'react';
import { VideoPlayer } from '@/components/media/video-player';
import { mediaPage } from '@/lib/copy/media';
import { sanitizeContent } from '@/lib/html';
import { videoLinks } from '@/lib/video';

/** The poster of a video in a body: drawn here, so nothing is fetched from YouTube before play. */
function VideoPoster() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-[radial-gradient(circle_at_30%_30%,var(--color-brand-teal),var(--color-brand-navy)_70%)]"
    >
      <span className="absolute bottom-3 left-4 text-sm font-semibold tracking-wide text-white/90 uppercase">
        {mediaPage.videoLabel}
      </span>
    </div>
  );
}

/**
 * An HTML body from the CMS or the editing area, sanitised, with each video that
 * stands on its own line as a click-to-play player (a video inside other markup
 * stays the sanitiser's link to it). `className` styles the body's typography.
 */
export function RichText({
  html,
  className,
  spacing,
  lang,
}: {
  html: string;
  className: string;
  /** The body's language where it differs from its surroundings' (a Bangla body: `bn`). */
  lang?: string;
  /** The space between blocks (a `space-y-*` class), kept across a video. */
  spacing: string;
}) {
  const clean = sanitizeContent(html);
  if (!clean.includes('data-video=')) {
    return (
      <div
        {...(lang && { lang })}
        className={`${className} ${spacing}`}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    );
  }
  const parts: ReactNode[] = [];
  let text = '';
  const flush = () => {
    if (text.trim())
      parts.push(
        <div key={parts.length} className={spacing} dangerouslySetInnerHTML={{ __html: text }} />,
      );
    text = '';
  };
  for (const node of parseDocument(clean).children) {
    const id = 'attribs' in node && node.name === 'a' ? node.attribs['data-video'] : undefined;
    const start = id && 'attribs' in node ? node.attribs['data-start'] : undefined;
    const links = id
      ? videoLinks(`https://www.youtube.com/watch?v=${id}${start ? `&t=${start}` : ''}`)
      : null;
    if (!links) {
      text += DomUtils.getOuterHTML(node);
      continue;
    }
    flush();
    parts.push(
      <figure
        key={parts.length}
        className="relative aspect-video w-full max-w-3xl overflow-hidden rounded-lg bg-brand-navy"
      >
        <VideoPlayer
          embed={links.embed}
          watch={links.watch}
          title={mediaPage.videoLabel}
          playLabel={mediaPage.play(mediaPage.videoLabel)}
          newTabLabel={mediaPage.watchElsewhere}
          poster={<VideoPoster />}
        />
      </figure>,
    );
  }
  flush();
  return (
    <div {...(lang && { lang })} className={`${className} ${spacing}`}>
      {parts}
    </div>
  );
}
