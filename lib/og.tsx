import { ImageResponse } from 'next/og';
import { BrandMark } from '@/components/layout/brand-mark';
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
