import { ImageResponse } from 'next/og';
import { BrandMark } from '@/components/layout/brand-mark';

/** The home-screen and bookmark icon of iOS (and the logo some link scrapers take): the favicon's mark. */
export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#0B2545',
      }}
    >
      <BrandMark size={180} />
    </div>,
    size,
  );
}
