/** The bytes a string takes in V8's heap: one a character within Latin-1, else two. */
export function stringBytes(text: string): number;
