import { ImageResponse } from 'next/og';
import { BrandMark } from '@/components/layout/brand-mark';
import { clampTitle, ogSize } from '@/lib/og';
import { hasBengali, shapedText, type ShapedText } from '@/lib/shaped-text';
import { site } from '@/lib/site';

/** The brand gradient every card is drawn on (under a share card's picture). */
const brandGround = {
  width: '100%',
  height: '100%',
  display: 'flex',
  background: 'linear-gradient(135deg, #0B2545 0%, #0B2545 60%, #13566a 100%)',
  color: 'white',
} as const;

/** The mark and the group's name, at the top of a card. */
function Masthead({ mark, fontSize, gap }: { mark: number; fontSize: number; gap: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap }}>
      <BrandMark size={mark} tile="#13315c" />
      <div style={{ fontSize, fontWeight: 700 }}>{site.name}</div>
    </div>
  );
}

const SECTION_COLOUR = '#F2A541';

/** The section's name above a card's line, in capitals; a Bengali one comes shaped. */
function Section({
  name,
  fontSize,
  shaped = null,
}: {
  name: string;
  fontSize: number;
  shaped?: ShapedText | null;
}) {
  if (shaped)
    // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
    return <img src={shaped.src} alt="" width={shaped.width} height={shaped.height} />;
  return (
    <div style={{ fontSize, letterSpacing: 4, textTransform: 'uppercase', color: SECTION_COLOUR }}>
      {name}
    </div>
  );
}

const LINE_SIZE = 60;
const LINE_WIDTH = 1000;

/**
 * A branded Open Graph card: the mark, a section name and a line. No remote fonts
 * (next/og's own); a section or line in Bengali script comes shaped (lib/shaped-text.ts).
 */
export async function brandCard(section: string, line: string) {
  const [sectionShaped, lineShaped] = await Promise.all([
    hasBengali(section)
      ? shapedText(section, {
          fontSize: 28,
          maxWidth: LINE_WIDTH,
          maxLines: 1,
          color: SECTION_COLOUR,
        })
      : null,
    hasBengali(line)
      ? shapedText(line, { fontSize: LINE_SIZE, lineHeight: 1.25, maxWidth: LINE_WIDTH })
      : null,
  ]);
  return new ImageResponse(
    <div
      style={{
        ...brandGround,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
      }}
    >
      <Masthead mark={72} fontSize={40} gap={20} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Section name={section} fontSize={28} shaped={sectionShaped} />
        {lineShaped ? (
          // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
          <img src={lineShaped.src} alt="" width={lineShaped.width} height={lineShaped.height} />
        ) : (
          <div
            style={{ fontSize: LINE_SIZE, fontWeight: 700, lineHeight: 1.15, maxWidth: LINE_WIDTH }}
          >
            {line}
          </div>
        )}
      </div>
    </div>,
    ogSize,
  );
}

const TITLE_SIZE = 54;
const TITLE_WIDTH = 1060;
const SECTION_SIZE = 26;

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
  const sectionShaped = hasBengali(section)
    ? await shapedText(section, {
        fontSize: SECTION_SIZE,
        maxWidth: TITLE_WIDTH,
        maxLines: 1,
        color: SECTION_COLOUR,
      })
    : null;
  return new ImageResponse(
    <div style={{ ...brandGround, position: 'relative' }}>
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
        <Masthead mark={64} fontSize={36} gap={18} />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
          <Section name={section} fontSize={SECTION_SIZE} shaped={sectionShaped} />
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
