import { ImageResponse } from 'next/og';
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
        <svg width="72" height="72" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#13315c" />
          <path
            d="M7 23V10l4.5 7L16 10l4.5 7L25 10v13"
            fill="none"
            stroke="#F2A541"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
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
