/** Placeholder images, one per kind of image, shipped in public/placeholders. */
export const placeholders = {
  certificate: '/placeholders/certificate.svg',
  logo: '/placeholders/logo.svg',
  award: '/placeholders/award.svg',
  photo: '/placeholders/photo.svg',
  chart: '/placeholders/chart.svg',
  document: '/placeholders/document.svg',
  avatar: '/placeholders/avatar.svg',
} as const;

export type PlaceholderKind = keyof typeof placeholders;
export const isPlaceholder = (src: string) => src.startsWith('/placeholders/');
