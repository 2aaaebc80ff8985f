import { POST_LABELS } from './blog-post-labels';
import { itemLabel } from './collection-spec';
import { collection } from './collections';

/** A line of the history as stored (lib/store/schema-accounts.ts, editHistory). */
export type HistoryLine = {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
};

const quoted = (text: string) => `“${text}”`;
const asObject = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** The name a changed item goes by: its title where the line kept one, else what the line names. */
function titleOf(line: HistoryLine, key = 'title'): string {
  const title = asObject(line.after)?.[key] ?? asObject(line.before)?.[key];
  return typeof title === 'string' && title ? title : line.target;
}

/** What the person did to an article or a list item, `$` standing for it ("the article “…”"). */
const DONE: Record<string, string> = {
  publish: 'published $',
  draft: 'saved a draft of $',
  hide: 'hid $ from the site',
  discard: 'discarded the unpublished changes of $',
  create: 'added $',
  update: 'changed $',
  delete: 'deleted $ (moved to the bin)',
  restore: 'restored $ from the bin',
  'restore-revision': 'restored an earlier revision of $',
  purge: 'deleted $ for good',
};

const RECORD: Record<string, string> = {
  publish: 'published',
  draft: 'saved a draft of',
  discard: 'discarded the unpublished changes of',
  'restore-revision': 'restored an earlier revision of',
};

/**
 * A line of the history as a sentence after the person's name ("published the
 * article “Knitting at night”"), never its stored code.
 */
export function describeChange(line: HistoryLine, recordLabel: (path: string) => string): string {
  const dot = line.action.indexOf('.');
  const area = line.action.slice(0, dot);
  const verb = line.action.slice(dot + 1);
  if (area === 'blog' && DONE[verb])
    return DONE[verb].replace('$', `the article ${quoted(titleOf(line))}`);
  if (area === 'record' && RECORD[verb])
    return `${RECORD[verb]} ${quoted(recordLabel(line.target))}`;
  const spec = collection(area);
  if (spec && (DONE[verb] || verb === 'move')) {
    const item = `the ${spec.one.replace(/^an? /, '')} ${quoted(titleOf(line, spec.titleKey))}`;
    if (verb === 'move') {
      const direction = asObject(line.after)?.direction === 'up' ? 'up' : 'down';
      return `moved ${item} ${direction} in ${spec.label}`;
    }
    return DONE[verb]!.replace('$', item);
  }
  const [kind, id] = line.target.split(':');
  switch (line.action) {
    case 'submission.handled':
    case 'submission.reopened':
      return `marked ${kind === 'subscribers' ? 'subscriber' : 'message'} ${id} as ${
        line.action === 'submission.handled' ? 'handled' : 'not handled yet'
      }`;
    case 'submission.erased':
      return `erased ${kind === 'subscribers' ? 'subscriber' : 'message'} ${id} at the person's request (nothing it held is kept)`;
    case 'file.upload':
      return `uploaded ${quoted(String(asObject(line.after)?.name ?? line.target))}`;
    case 'file.alt':
      return `changed the alt text of ${line.target}`;
    case 'file.replace':
      return `replaced ${line.target} with ${String(asObject(line.after)?.url ?? 'another file')}`;
    case 'file.delete':
      return `deleted the file ${line.target}`;
    case 'settings.save':
      return 'changed the site settings';
    case 'redirect.save':
      return `made /blogs/details/${line.target} lead to /blogs/details/${String(asObject(line.after)?.to ?? '')}`;
    case 'redirect.delete':
      return `deleted the redirect from /blogs/details/${line.target}`;
    case 'account.create':
      return `added the account ${line.target}`;
    case 'account.role':
      return `made ${line.target} ${String(asObject(line.after)?.role ?? 'another role')}`;
    case 'account.sign-out':
      return `signed ${line.target} out of every device`;
    case 'account.remove':
      return `removed the account ${line.target}`;
    case 'auth.sign-in':
      return 'signed in';
    case 'auth.sign-in-failed':
      return `failed to sign in as ${line.target} (wrong password)`;
    case 'auth.password-changed':
      return 'changed their own password';
    case 'auth.password-reset':
      return 'set a new password with a link sent by e-mail';
    case 'auth.password-change-failed':
      return 'gave a wrong current password when changing their own password';
    case 'auth.locked':
      return `locked ${line.target} out for a while after too many wrong passwords`;
    default:
      return `changed ${quoted(line.target)}`;
  }
}

/** The fields an edit changed, by the form's labels ("Title, Body"); [] when the line cannot tell. */
export function changedFields(line: HistoryLine): string[] {
  const before = asObject(line.before);
  const after = asObject(line.after);
  if (!before || !after) return [];
  const area = line.action.slice(0, line.action.indexOf('.'));
  const spec = collection(area);
  const labelOf =
    area === 'blog'
      ? (key: string) => (POST_LABELS as Record<string, string | undefined>)[key]
      : spec
        ? (key: string) => {
            const label = itemLabel(spec.fields, key);
            return label === key ? undefined : label;
          }
        : () => undefined;
  return Object.keys(after).flatMap((key) => {
    const label = labelOf(key);
    if (!label || !(key in before)) return [];
    return JSON.stringify(before[key]) === JSON.stringify(after[key]) ? [] : [label];
  });
}
