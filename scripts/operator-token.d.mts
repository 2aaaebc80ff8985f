export function newOperatorToken(dir?: string): string;
