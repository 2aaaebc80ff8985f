/**
 * The shape of a non-apparel business page (spec part 2, section 2). Each page's
 * words and facts live in its own module (lib/copy/cricket-academy.ts, school.ts,
 * dairy-farm.ts, properties.ts, share-security.ts, masminu-motors.ts);
 * components/non-apparel/business-page.tsx renders any of them: a banner, a strip
 * of key facts, the blocks in order, and an invitation to get in touch.
 */

/** A key figure under the banner: '16 bigha' / 'campus'. */
export type Fact = { value: string; label: string };

export type Table = {
  caption: string;
  columns: string[];
  rows: string[][];
  /** Width below which the table scrolls inside its region (CSS length); the default suits four columns. */
  minWidth?: string;
};

export type Card = {
  title: string;
  text: string;
  /** A short line under the title, e.g. a duration. */ detail?: string;
};

type BlockBase = { id: string; title: string; eyebrow?: string; intro?: string };

export type Block =
  | (BlockBase & {
      kind: 'text';
      paragraphs: string[];
      /** A short list beside the text, e.g. 'At a glance'. */
      aside?: { title: string; items: string[] };
    })
  | (BlockBase & { kind: 'cards'; cards: Card[] })
  /** Dark tiles, four to a row on wide screens. */
  | (BlockBase & { kind: 'tiles'; tiles: Card[] })
  /** Numbered steps of a process. */
  | (BlockBase & { kind: 'steps'; steps: Card[] })
  | (BlockBase & { kind: 'tables'; tables: Table[] });

export type BusinessPage = {
  path: string;
  /** The page's h1 and the last crumb of its breadcrumb. */
  title: string;
  eyebrow: string;
  /** The meta description (and Open Graph description). */
  description: string;
  intro: string;
  facts: Fact[];
  blocks: Block[];
  /** The closing invitation, linking to /contact-us. */
  contact: { title: string; text: string; action: string };
};

export const NON_APPAREL_EYEBROW = 'Non-apparel business';
