/** One JSON line per event, for the server's log collector. Never includes secrets or stacks. */
export function log(
  level: 'info' | 'warn' | 'error',
  event: string,
  fields: Record<string, unknown> = {},
) {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields });
  if (level === 'info') console.log(line);
  else if (level === 'warn') console.warn(line);
  else console.error(line);
}

export type ErrorFields = {
  /** The error's kind: `DatabaseError`, `TimeoutError`, `TypeError`… */
  error: string;
  /** A database's SQLSTATE (`23514`) or a system call's (`ECONNREFUSED`). */
  code?: string;
  constraint?: string;
  table?: string;
};

const text = (value: unknown) =>
  typeof value === 'string' && /^[\w.-]{1,63}$/.test(value) ? value : undefined;

/**
 * What may be logged of an error: its kind, its code and the constraint or table
 * it names, never its message. A failed query's message holds the query and its
 * parameters (a contact message's name, e-mail and text; a search's words), and a
 * database quotes a refused value in its own ("invalid input syntax … "abc"").
 * The cause chain is walked for the first error that has a code (Drizzle wraps
 * the driver's error).
 */
export function errorFields(error: unknown): ErrorFields {
  const chain: unknown[] = [];
  for (let at = error; at && chain.length < 5; at = (at as { cause?: unknown }).cause)
    chain.push(at);
  const coded = chain.find((e) => text((e as { code?: unknown }).code)) ?? chain.at(-1) ?? error;
  const named = (coded ?? {}) as {
    name?: unknown;
    code?: unknown;
    constraint?: unknown;
    table?: unknown;
  };
  return {
    error: text(named.name) ?? (error === undefined ? 'unknown' : typeof error),
    ...(text(named.code) && { code: text(named.code) }),
    ...(text(named.constraint) && { constraint: text(named.constraint) }),
    ...(text(named.table) && { table: text(named.table) }),
  };
}
