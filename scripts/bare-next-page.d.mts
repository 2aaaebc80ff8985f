export const barePageDir: string;
/** The bare page's source files, by path inside barePageDir. */
export const files: Record<string, string>;
export function sameMarkupPage(siteBase: string, routes: string[]): Promise<Record<string, string>>;
export function buildBarePage(): void;
/** The first file of a server build that names the site's instrumentation or server start, or null. */
export function siteCodeIn(dir: string): string | null;
