import { ImageResponse } from 'next/og';

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
      <svg width="128" height="128" viewBox="0 0 32 32">
        <path
          d="M7 23V10l4.5 7L16 10l4.5 7L25 10v13"
          fill="none"
          stroke="#F2A541"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>,
    size,
  );
}
