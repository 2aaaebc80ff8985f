// `npm run submissions -- --format csv|json [--kind contact|subscribers] [--url URL]`
// Prints the contact messages and subscribers stored by the running site (the
// embedded store), read through its secret-protected /api/store/submissions.
// The server is asked rather than the database opened here, because PGlite
// admits one process per data directory.
//   URL: --url, else SITE_URL, else http://127.0.0.1:$PORT (3000)
//   secret: SUBMISSIONS_SECRET, else REVALIDATE_SECRET
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    format: { type: 'string', default: 'csv' },
    kind: { type: 'string', default: 'contact' },
    url: { type: 'string' },
  },
});
if (!['csv', 'json'].includes(values.format) || !['contact', 'subscribers'].includes(values.kind)) {
  console.error(
    'usage: npm run submissions -- --format csv|json [--kind contact|subscribers] [--url URL]',
  );
  process.exit(2);
}
const base = (
  values.url ||
  process.env.SITE_URL ||
  `http://127.0.0.1:${process.env.PORT || 3000}`
).replace(/\/+$/, '');
const secret = process.env.SUBMISSIONS_SECRET || process.env.REVALIDATE_SECRET;
if (!secret) {
  console.error('Set SUBMISSIONS_SECRET (or REVALIDATE_SECRET) to the value the server runs with.');
  process.exit(2);
}
const response = await fetch(
  `${base}/api/store/submissions?format=${values.format}&kind=${values.kind}`,
  {
    headers: { authorization: `Bearer ${secret}` },
  },
).catch((error) => {
  console.error(`Cannot reach the site at ${base}: ${error.message}`);
  process.exit(1);
});
if (!response.ok) {
  console.error(`${response.status}: ${(await response.text()).slice(0, 200)}`);
  process.exit(1);
}
// The CSV as sent, byte for byte: text() would drop its byte-order mark, which Excel needs.
process.stdout.write(
  values.format === 'json'
    ? JSON.stringify(await response.json(), null, 2) + '\n'
    : Buffer.from(await response.arrayBuffer()),
);
