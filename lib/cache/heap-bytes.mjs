// @ts-check
/** A character outside Latin-1: V8 then keeps the whole string at two bytes a character. */
const WIDE = /[^\u0000-\u00ff]/;

/**
 * The bytes a string takes in V8's heap: its length when every character fits in
 * Latin-1 (an English page), twice its length otherwise (a Bangla page, or one
 * curly quote). The caches counted characters, which undercounted every Bangla page
 * by half (a heap snapshot after a mixed load, issue 48).
 * @param {string} text
 */
export const stringBytes = (text) => (WIDE.test(text) ? 2 : 1) * text.length;
