import { site } from '@/lib/site';

/**
 * E-mail: what is sent, and when it is tried again. Pure (no store, no network):
 * lib/mail/outbox.ts keeps the rows, lib/mail/sender.ts sends them.
 */

export type OutboxKind = 'contact' | 'password-reset' | 'newsletter-digest';

const int = (raw: string | undefined, fallback: number, min: number, max = Infinity) => {
  const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isInteger(value) && value >= min ? Math.min(value, max) : fallback;
};

/** An hour: the longest wait between two tries. */
export const MAX_RETRY_SECONDS = 60 * 60;
/** Two days: a row not sent by then is given up, visibly. */
export const GIVE_UP_SECONDS = 2 * 24 * 60 * 60;

/** The mail settings of the environment, read on every call (one build serves any environment). */
export function mailConfig(environment: Record<string, string | undefined> = process.env) {
  const smtpUrl = environment.SMTP_URL?.trim() || undefined;
  const host = new URL(site.url).hostname;
  return {
    smtpUrl,
    from: environment.MAIL_FROM?.trim() || `${site.name} website <no-reply@${host}>`,
    /** For deployments configured by environment: used where Settings name no recipient. */
    notifyTo: (environment.CONTACT_NOTIFY_TO ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    /** The first wait after a failed try; it doubles with each try, up to MAIL_RETRY_MAX_SECONDS (an hour at most). */
    retryBaseSeconds: int(environment.MAIL_RETRY_BASE_SECONDS, 30, 1, MAX_RETRY_SECONDS),
    retryMaxSeconds: int(
      environment.MAIL_RETRY_MAX_SECONDS,
      MAX_RETRY_SECONDS,
      1,
      MAX_RETRY_SECONDS,
    ),
    giveUpSeconds: int(environment.MAIL_GIVE_UP_SECONDS, GIVE_UP_SECONDS, 1, GIVE_UP_SECONDS),
    /** How often each instance looks for rows due (others' rows, retries). */
    pollSeconds: int(environment.MAIL_POLL_SECONDS, 10, 1, 300),
  };
}
export type MailConfig = ReturnType<typeof mailConfig>;

/** The wait after the n-th failed try (1, 2, …): the base, doubling, at most the maximum. */
export const retryDelaySeconds = (
  attempt: number,
  config: Pick<MailConfig, 'retryBaseSeconds' | 'retryMaxSeconds'>,
) =>
  Math.min(
    config.retryMaxSeconds,
    config.retryBaseSeconds * 2 ** Math.min(30, Math.max(0, attempt - 1)),
  );

/**
 * Why a try failed, in words staff read in the inbox, from the error's code
 * alone: an SMTP server's own answer can quote the addresses.
 */
export function failureReason(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (
    code === 'ECONNREFUSED' ||
    code === 'ESOCKET' ||
    code === 'ECONNECTION' ||
    code === 'ETIMEDOUT' ||
    code === 'EDNS'
  )
    return 'the mail server did not answer';
  if (code === 'EAUTH') return 'the mail server refused the user name or password in SMTP_URL';
  if (code === 'ENORECIPIENT') return 'no one to send it to: add the recipients in Settings';
  if (code === 'EENVELOPE' && typeof responseCode === 'number')
    return `the mail server refused it (${responseCode})`;
  if (typeof responseCode === 'number') return `the mail server answered ${responseCode}`;
  return 'sending failed';
}

export const NOT_CONFIGURED = 'e-mail is not set up on this server (SMTP_URL)';

const oneLine = (text: string, max = 150) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/** Where a contact message is in the editing area's inbox. */
export const inboxLink = (id: number) =>
  `${site.url}/admin/inbox?kind=contact&show=all&message=${id}`;

export type ContactMessage = {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  note: string;
};

/** The e-mail that tells staff of a contact message: its subject and sender named, its text, a link, Reply-To the visitor. */
export function contactEmail(message: ContactMessage) {
  const name = oneLine(message.name, 100);
  return {
    kind: 'contact' as const,
    contactMessageId: message.id,
    to: null,
    replyTo: message.email,
    subject: `Contact message: ${oneLine(message.subject)} (from ${name})`,
    body: [
      `${name} wrote through the website's contact form.`,
      '',
      `Subject: ${oneLine(message.subject, 500)}`,
      `E-mail: ${message.email}`,
      `Phone: ${oneLine(message.phone, 100)}`,
      '',
      message.note || '(no message text)',
      '',
      `In the inbox: ${inboxLink(message.id)}`,
      `Reply to this e-mail to answer ${name}.`,
    ].join('\n'),
  };
}

/** The e-mail with a one-time link to set a new password. */
export function resetEmail(to: string, link: string, minutes: number) {
  return {
    kind: 'password-reset' as const,
    contactMessageId: null,
    to: [to],
    replyTo: null,
    subject: `Set a new password for the ${site.name} editing area`,
    body: [
      `Someone asked to set a new password for this e-mail address in the ${site.name} website's editing area.`,
      '',
      `To set one, open this link within ${minutes} minutes. It works once:`,
      link,
      '',
      'Setting a new password signs this account out everywhere else.',
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** The day's newsletter digest: a count, not one e-mail per subscription. */
export function digestEmail(day: string, count: number) {
  return {
    kind: 'newsletter-digest' as const,
    contactMessageId: null,
    to: null,
    replyTo: null,
    onceKey: `newsletter-digest:${day}`,
    subject: `Newsletter: ${count} new ${count === 1 ? 'subscriber' : 'subscribers'} on ${day}`,
    body: [
      `${count} ${count === 1 ? 'person' : 'people'} subscribed to the newsletter on ${day} (Bangladesh time).`,
      '',
      `The list: ${site.url}/admin/inbox?kind=subscribers`,
    ].join('\n'),
  };
}

export type EmailState = {
  state: 'sent' | 'waiting' | 'failed';
  reason: string | null;
  at: Date | null;
};

/** The inbox's sentence for a message's e-mail. */
export function emailStateText(
  email: EmailState | undefined,
  when: (date: Date) => string,
): string {
  if (!email) return 'E-mail: none (the message came before e-mail was set up)';
  if (email.state === 'sent') return `E-mail: sent${email.at ? ` ${when(email.at)}` : ''}`;
  if (email.state === 'failed') return `E-mail: failed, ${email.reason ?? 'sending failed'}`;
  return `E-mail: waiting${email.reason ? `, ${email.reason}` : ''}${email.at ? `; next try ${when(email.at)}` : ''}`;
}
