import type { Config } from 'tailwindcss';

/**
 * Design tokens. Loaded by app/globals.css through `@config`. The breakpoints are
 * also the sliders' breakpoints (lib/breakpoints.ts reads the same numbers).
 */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    screens: Object.fromEntries(Object.entries(breakpoints).map(([k, v]) => [k, `${v}px`])),
    extend: {
      colors: {
        brand: {
          navy: '#0B2545',
          'navy-700': '#13315C',
          'navy-500': '#1F4A7A',
          teal: '#13837A',
          'teal-700': '#0E6A63',
          'teal-100': '#D6EEEB',
          saffron: '#F2A541',
          'saffron-100': '#FCEBD2',
          cream: '#F7F5F0',
          slate: '#5B6B7F',
          ink: '#14213D',
        },
      },
      fontFamily: {
        sans: ['var(--font-inter)', '"Inter Fallback"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      fontSize: {
        display: [
          'clamp(2.25rem, 5vw, 3.75rem)',
          { lineHeight: '1.05', letterSpacing: '-0.02em', fontWeight: '700' },
        ],
        'heading-1': [
          'clamp(1.875rem, 3.5vw, 2.75rem)',
          { lineHeight: '1.15', letterSpacing: '-0.015em', fontWeight: '700' },
        ],
        'heading-2': [
          'clamp(1.5rem, 2.5vw, 2rem)',
          { lineHeight: '1.2', letterSpacing: '-0.01em', fontWeight: '650' },
        ],
        'heading-3': ['1.25rem', { lineHeight: '1.35', fontWeight: '600' }],
        'body-lg': ['1.125rem', { lineHeight: '1.7' }],
        body: ['1rem', { lineHeight: '1.65' }],
        caption: ['0.8125rem', { lineHeight: '1.45', letterSpacing: '0.01em' }],
        overline: ['0.75rem', { lineHeight: '1.2', letterSpacing: '0.14em', fontWeight: '600' }],
      },
      maxWidth: { content: '76rem' },
    },
  },
};

export default config;
