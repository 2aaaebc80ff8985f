export const AUTHOR_NAMES: string[];
export function initialsOf(name: string): string;
