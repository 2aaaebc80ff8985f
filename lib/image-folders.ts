/**
 * The folders whose images next/image may optimise (next.config.ts
 * `images.localPatterns`): public's and the uploads. The optimiser refuses any
 * other local address with a 400 (it fetched pages too, and answered a redirect
 * with a 500), so ContentImage serves such an address as it is.
 */
export const IMAGE_FOLDERS = ['/demo/', '/images/', '/media/', '/placeholders/', '/files/'];

export const isInImageFolder = (src: string) =>
  IMAGE_FOLDERS.some((folder) => src.startsWith(folder));
