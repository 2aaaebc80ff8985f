/** The design's breakpoints in px, shared by Tailwind (tailwind.config.ts) and the sliders. */
export { breakpoints } from '@/tailwind.config';
