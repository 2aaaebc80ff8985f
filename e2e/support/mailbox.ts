import { SMTPServer } from 'smtp-server';

/** An e-mail as the test's SMTP server received it. */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  replyTo: string;
  text: string;
};

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'mail-secret';

/** Quoted-printable, as nodemailer writes a text body with long lines. */
const fromQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's value, its folded lines joined. */
function header(head: string, name: string) {
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? fromQuotedPrintable(body) : body;
  return {
    ...envelope,
    subject: header(head, 'Subject'),
    replyTo: header(head, 'Reply-To'),
    text: text.replace(/\r\n/g, '\n'),
  };
}

/**
 * A real SMTP server on loopback (the smtp-server package), as a mail provider
 * would be: it asks for the user and password of SMTP_URL and keeps what it
 * receives. It can be stopped and started again on the same port, its mail kept.
 */
export function mailbox(port: number) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    async start() {
      server = new SMTPServer({
        authOptional: false,
        allowInsecureAuth: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onAuth(auth, _session, callback) {
          if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
            return callback(null, { user: auth.username });
          return callback(new Error('Invalid user name or password'));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push(
              parseMail(Buffer.concat(chunks).toString('utf8'), {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              }),
            );
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    /** The mail whose subject contains `words`. */
    withSubject(words: string) {
      return received.filter((mail) => mail.subject.includes(words));
    },
  };
}
