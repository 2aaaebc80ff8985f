import { ImageResponse } from 'next/og';
import { BrandMark } from '@/components/layout/brand-mark';
import { hasBengali, shapedText } from '@/lib/shaped-text';
import { site } from '@/lib/site';

export const ogSize = { width: 1200, height: 630 };

/** A branded Open Graph card: the mark, a section name and a line. No remote fonts (next/og's own). */
export function brandCard(section: string, line: string) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0B2545 0%, #0B2545 60%, #13566a 100%)',
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <BrandMark size={72} tile="#13315c" />
        <div style={{ fontSize: 40, fontWeight: 700 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div
          style={{ fontSize: 28, letterSpacing: 4, textTransform: 'uppercase', color: '#F2A541' }}
        >
          {section}
        </div>
        <div style={{ fontSize: 60, fontWeight: 700, lineHeight: 1.15, maxWidth: 1000 }}>
          {line}
        </div>
      </div>
    </div>,
    ogSize,
  );
}

const TITLE_SIZE = 54;
const TITLE_WIDTH = 1060;

/** Long titles end in an ellipsis rather than run off the card. */
export function clampTitle(title: string, max = 110) {
  const text = title.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * The share card of an article, media item or job: its picture (a JPEG data URI,
 * see lib/share-picture.ts) under a navy veil, the section, the title and the mark.
 * Without a picture, the brand gradient alone. A title in Bengali script comes
 * shaped by lib/shaped-text.ts, as Satori cannot shape it.
 */
export async function shareCard({
  section,
  title,
  picture,
}: {
  section: string;
  title: string;
  picture: string | null;
}) {
  const line = clampTitle(title);
  const shaped = hasBengali(line)
    ? await shapedText(line, { fontSize: TITLE_SIZE, lineHeight: 1.3, maxWidth: TITLE_WIDTH })
    : null;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        position: 'relative',
        background: 'linear-gradient(135deg, #0B2545 0%, #0B2545 60%, #13566a 100%)',
        color: 'white',
      }}
    >
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
        <img
          src={picture}
          alt=""
          width={ogSize.width}
          height={ogSize.height}
          style={{ position: 'absolute', top: 0, left: 0 }}
        />
      ) : null}
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: ogSize.width,
          height: ogSize.height,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 64,
          background: picture
            ? 'linear-gradient(180deg, rgba(11,37,69,0.6) 0%, rgba(11,37,69,0.2) 30%, rgba(11,37,69,0.75) 55%, rgba(11,37,69,0.95) 100%)'
            : 'transparent',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <BrandMark size={64} tile="#13315c" />
          <div style={{ fontSize: 36, fontWeight: 700 }}>{site.name}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
          <div
            style={{ fontSize: 26, letterSpacing: 4, textTransform: 'uppercase', color: '#F2A541' }}
          >
            {section}
          </div>
          {shaped ? (
            // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
            <img src={shaped.src} alt="" width={shaped.width} height={shaped.height} />
          ) : (
            <div
              style={{
                fontSize: TITLE_SIZE,
                fontWeight: 700,
                lineHeight: 1.15,
                maxWidth: TITLE_WIDTH,
              }}
            >
              {line}
            </div>
          )}
        </div>
      </div>
    </div>,
    ogSize,
  );
}

/**
 * A share card as JPEG: a photograph is a tenth of its PNG size, and every
 * scraper (LinkedIn, Facebook, X, WhatsApp) renders JPEG.
 */
export async function asJpeg(card: ImageResponse): Promise<Response> {
  const sharp = (await import('sharp')).default;
  const png = Buffer.from(await card.arrayBuffer());
  const jpeg = await sharp(png).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  return new Response(new Uint8Array(jpeg), { headers: { 'content-type': 'image/jpeg' } });
}
