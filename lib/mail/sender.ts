import 'server-only';
import type { Transporter } from 'nodemailer';
import { fromGroupWallTime, groupDay } from '@/lib/dates';
import { errorFields, log } from '@/lib/log';
import { getStore, type Store } from '@/lib/store/db';
import { loadSettings } from '@/lib/store/site-settings';
import { digestEmail, failureReason, mailConfig, retryDelaySeconds, type MailConfig } from './mail';
import {
  claimDue,
  enqueue,
  giveUpOld,
  hasOnceKey,
  markRetry,
  markSent,
  subscriptionsBetween,
} from './outbox';

/** How long a claimed row is this instance's: longer than a send can take (the timeouts below). */
const CLAIM_SECONDS = 120;
const BATCH = 10;

const SENDER = Symbol.for('masco.mail-sender');
type Sender = { running: boolean; wake: () => void; done: Promise<void> };
type Holder = { [SENDER]?: Sender };

/**
 * Starts this instance's sender (instrumentation, once): it sends what is due in
 * the outbox, now and every MAIL_POLL_SECONDS, and at once when this instance
 * writes a row (wakeSender). Without SMTP_URL nothing is sent, and the start log
 * says so in one line; the rows wait.
 */
export function startSender(config: MailConfig = mailConfig()) {
  const holder = globalThis as Holder;
  if (holder[SENDER]) return;
  if (!config.smtpUrl) {
    log('warn', 'mail.off', {
      message: 'SMTP_URL is not set: no e-mail is sent; they wait in the outbox.',
    });
    return;
  }
  const smtpUrl = config.smtpUrl;
  let wake = () => {};
  const sender: Sender = { running: true, wake: () => wake(), done: Promise.resolve() };
  holder[SENDER] = sender;
  sender.done = (async () => {
    // Loaded only where e-mail goes out: a server without SMTP_URL never holds nodemailer.
    const { createTransport } = await import('nodemailer');
    const transport = createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    log('info', 'mail.on', { pollSeconds: config.pollSeconds });
    while (sender.running) {
      let more = false;
      try {
        more = await sendDue(await getStore(), transport, config);
      } catch (error) {
        log('warn', 'mail.round_failed', errorFields(error));
      }
      if (!sender.running) break;
      if (more) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, config.pollSeconds * 1000);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = () => {};
    }
    transport.close();
  })();
}

/** Sends now what this instance wrote (a contact message, a reset link). */
export function wakeSender() {
  (globalThis as Holder)[SENDER]?.wake();
}

/** A graceful stop: the send in progress finishes (and is marked) before the store closes. */
export async function stopSender() {
  const sender = (globalThis as Holder)[SENDER];
  if (!sender) return;
  sender.running = false;
  sender.wake();
  await sender.done;
}

/** One round: give up what is too old, write the day's digest, send what is due. True when more may be due. */
export async function sendDue(
  db: Store,
  transport: Pick<Transporter, 'sendMail'>,
  config: MailConfig,
) {
  for (const row of await giveUpOld(db, config.giveUpSeconds))
    log('warn', 'mail.given_up', { id: row.id, kind: row.kind });
  const settings = (await loadSettings(db)).settings;
  if (settings.newsletterDigest) await writeDigest(db);
  const rows = await claimDue(db, BATCH, CLAIM_SECONDS);
  const staff = settings.notifyTo.length > 0 ? settings.notifyTo : config.notifyTo;
  for (const row of rows) {
    const to = row.to ?? staff;
    try {
      if (to.length === 0) throw Object.assign(new Error('no recipient'), { code: 'ENORECIPIENT' });
      await transport.sendMail({
        from: config.from,
        to,
        ...(row.replyTo && { replyTo: row.replyTo }),
        subject: row.subject,
        text: row.body,
      });
      await markSent(db, row.id);
      log('info', 'mail.sent', { id: row.id, kind: row.kind, attempt: row.attempts });
    } catch (error) {
      const delay = retryDelaySeconds(row.attempts, config);
      await markRetry(db, row.id, failureReason(error), delay);
      log('warn', 'mail.retry', {
        id: row.id,
        kind: row.kind,
        attempt: row.attempts,
        retryInSeconds: delay,
        ...errorFields(error),
      });
    }
  }
  return rows.length === BATCH;
}

/** Yesterday in Bangladesh (lib/dates.ts, Intl's zone data): its date and the instants it began and ended. */
export function yesterdayInDhaka(now: Date) {
  const to = fromGroupWallTime(groupDay(now))!;
  const day = groupDay(new Date(to.getTime() - 1));
  return { day, from: fromGroupWallTime(day)!, to };
}

/** Once a day (whichever instance is first): yesterday's count of new subscribers, when there were any. */
async function writeDigest(db: Store) {
  const { day, from, to } = yesterdayInDhaka(new Date());
  const email = digestEmail(day, 0);
  if (await hasOnceKey(db, email.onceKey)) return;
  const subscribed = await subscriptionsBetween(db, from, to);
  if (subscribed > 0) await enqueue(db, digestEmail(day, subscribed));
}
