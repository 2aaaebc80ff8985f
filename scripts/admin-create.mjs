// `npm run admin:create -- --email ada@example.com [--name "Ada"] [--role admin|editor] [--url URL]`
// Makes an account of the editing area (/admin) through the running site, at any
// time: run it on the server's machine, in the site's directory. It writes a
// one-time token beside the server (scripts/operator-token.mjs) and sends it; no
// secret is needed, and none that travels over the network could do this. The
// password is read from ADMIN_PASSWORD when set (for scripts), else asked on the
// terminal without echo; there is no default one. The server is asked rather than
// the database opened here, because PGlite admits one process per data directory.
//   URL: --url, else http://127.0.0.1:$PORT (3000): the instance on this machine
import { parseArgs } from 'node:util';
import { forgetOperatorToken, newOperatorToken } from './operator-token.mjs';

const usage =
  'usage: npm run admin:create -- --email ADDRESS [--name NAME] [--role admin|editor] [--url URL]';
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    url: { type: 'string' },
  },
});
if (!values.email || !['admin', 'editor'].includes(values.role)) {
  console.error(usage);
  process.exit(2);
}

/** Reads a line from the terminal without showing it. */
async function askHidden(question) {
  if (!process.stdin.isTTY) {
    console.error('Set ADMIN_PASSWORD, or run this in a terminal to be asked for the password.');
    process.exit(2);
  }
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  process.stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve) => {
    process.stdin.on('data', function onKey(key) {
      for (const char of key) {
        if (char === '\r' || char === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onKey);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') process.exit(130);
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    });
  });
}

let password = process.env.ADMIN_PASSWORD;
if (!password) {
  password = await askHidden('Password (at least 12 characters): ');
  if ((await askHidden('Once more: ')) !== password) {
    console.error('The two passwords differ; nothing was made.');
    process.exit(2);
  }
}

const base = (values.url || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/+$/, '');
const token = newOperatorToken();
const response = await fetch(`${base}/api/store/accounts`, {
  method: 'POST',
  headers: { 'x-operator-token': token, 'content-type': 'application/json' },
  body: JSON.stringify({
    email: values.email,
    name: values.name || values.email.split('@')[0],
    role: values.role,
    password,
  }),
}).catch((error) => {
  forgetOperatorToken(token);
  console.error(`Cannot reach the site at ${base}: ${error.message}`);
  process.exit(1);
});
const answer = await response.json().catch(() => ({}));
if (response.status === 201) {
  console.log(`${values.email} (${values.role}) can sign in at ${base}/admin.`);
} else {
  forgetOperatorToken(token);
  const reasons = answer.errors ? Object.values(answer.errors).join(' ') : answer.message;
  console.error(`${response.status}: ${reasons ?? 'the account was not made.'}`);
  process.exit(1);
}
