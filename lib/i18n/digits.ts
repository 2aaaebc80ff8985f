/** Kept apart from dates.ts (and its date-fns locale) so that a client island can write Bengali digits too. */
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Every ASCII digit of a text as its Bengali digit: `2026` → `২০২৬`. */
export const bengaliDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]!);
