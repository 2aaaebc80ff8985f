export const SOURCE_DIGESTS_FILE: string;
export const FILE_DIGESTS_FILE: string;
export function sourceDigests(): Record<string, string>;
export function fileDigests(publicDir?: string): Promise<Record<string, string>>;
export function formatDigests(digests: Record<string, string>): string;
export function parseDigests(text: string): Record<string, string>;
