import { describe, expect, it } from 'vitest';
import { site } from '@/lib/site';
import {
  contactEmail,
  digestEmail,
  emailStateText,
  failureReason,
  GIVE_UP_SECONDS,
  inboxLink,
  mailConfig,
  MAX_RETRY_SECONDS,
  NOT_CONFIGURED,
  resetEmail,
  retryDelaySeconds,
} from './mail';

describe('mail configuration', () => {
  it('sends nothing without SMTP_URL, and tries again after 30 s, doubling to an hour, for two days', () => {
    const config = mailConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.notifyTo).toEqual([]);
    expect(config.from).toBe(`${site.name} website <no-reply@${new URL(site.url).hostname}>`);
    expect([1, 2, 3, 4, 7, 8, 40].map((n) => retryDelaySeconds(n, config))).toEqual([
      30, 60, 120, 240, 1920, 3600, 3600,
    ]);
    expect(MAX_RETRY_SECONDS).toBe(3600);
    expect(GIVE_UP_SECONDS).toBe(172_800);
    expect(config.giveUpSeconds).toBe(172_800);
  });

  it('reads SMTP_URL, MAIL_FROM and CONTACT_NOTIFY_TO, and never waits more than an hour or gives up later than two days', () => {
    const config = mailConfig({
      SMTP_URL: ' smtps://user:pass@smtp.example.com:465 ',
      MAIL_FROM: 'Masco website <web@mascobd.com>',
      CONTACT_NOTIFY_TO: 'sales@mascobd.com, hr@mascobd.com ,',
      MAIL_RETRY_BASE_SECONDS: '7200',
      MAIL_RETRY_MAX_SECONDS: '99999',
      MAIL_GIVE_UP_SECONDS: '999999',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      from: 'Masco website <web@mascobd.com>',
      notifyTo: ['sales@mascobd.com', 'hr@mascobd.com'],
      retryBaseSeconds: 3600,
      retryMaxSeconds: 3600,
      giveUpSeconds: 172_800,
    });
    expect(mailConfig({ MAIL_RETRY_BASE_SECONDS: 'soon' }).retryBaseSeconds).toBe(30);
  });
});

describe('why a try failed, in words and without what the server quoted', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }, 'the mail server did not answer'],
    [{ code: 'ETIMEDOUT' }, 'the mail server did not answer'],
    [
      { code: 'EAUTH', response: '535 bad password for a@b.c' },
      'the mail server refused the user name or password in SMTP_URL',
    ],
    [{ code: 'ENORECIPIENT' }, 'no one to send it to: add the recipients in Settings'],
    [
      { code: 'EENVELOPE', responseCode: 550, response: '550 <x@y.z> unknown' },
      'the mail server refused it (550)',
    ],
    [{ responseCode: 451 }, 'the mail server answered 451'],
    [new Error('x@y.z'), 'sending failed'],
  ])('%o', (error, reason) => {
    expect(failureReason(error)).toBe(reason);
  });
});

describe('the e-mails', () => {
  const message = {
    id: 42,
    name: 'Rina\nAkter',
    email: 'rina@example.com',
    phone: '+8801700000000',
    subject: 'Sample\r\nBcc: someone@evil.example',
    note: 'Please quote 5,000 polo shirts.\nThanks.',
  };

  it('tells staff of a contact message: its subject and sender in the subject, its text, the inbox link, Reply-To the visitor', () => {
    const mail = contactEmail(message);
    expect(mail.subject).toBe(
      'Contact message: Sample Bcc: someone@evil.example (from Rina Akter)',
    );
    expect(mail.replyTo).toBe('rina@example.com');
    expect(mail.to).toBeNull();
    expect(mail.contactMessageId).toBe(42);
    expect(mail.body).toContain('Please quote 5,000 polo shirts.\nThanks.');
    expect(mail.body).toContain(
      `In the inbox: ${site.url}/admin/inbox?kind=contact&show=all&message=42`,
    );
    expect(inboxLink(42)).toBe(`${site.url}/admin/inbox?kind=contact&show=all&message=42`);
  });

  it('sends a reset link to the account alone', () => {
    const mail = resetEmail('ed@mascobd.com', 'https://x/admin/reset-password?token=t', 60);
    expect(mail).toMatchObject({ kind: 'password-reset', to: ['ed@mascobd.com'], replyTo: null });
    expect(mail.subject).toBe('Set a new password for the Masco Group editing area');
    expect(mail.body).toContain(
      'within 60 minutes. It works once:\nhttps://x/admin/reset-password?token=t',
    );
  });

  it('counts a day of subscriptions once', () => {
    expect(digestEmail('2026-11-26', 3)).toMatchObject({
      onceKey: 'newsletter-digest:2026-11-26',
      subject: 'Newsletter: 3 new subscribers on 2026-11-26',
    });
    expect(digestEmail('2026-11-26', 1).subject).toBe('Newsletter: 1 new subscriber on 2026-11-26');
  });

  it("says in the inbox whether a message's e-mail went, waits and why, or failed", () => {
    const when = (date: Date) => date.toISOString().slice(11, 16);
    const at = new Date('2026-11-27T05:10:00Z');
    expect(emailStateText({ state: 'sent', reason: null, at }, when)).toBe('E-mail: sent 05:10');
    expect(
      emailStateText({ state: 'waiting', reason: 'the mail server did not answer', at }, when),
    ).toBe('E-mail: waiting, the mail server did not answer; next try 05:10');
    expect(emailStateText({ state: 'waiting', reason: NOT_CONFIGURED, at: null }, when)).toBe(
      'E-mail: waiting, e-mail is not set up on this server (SMTP_URL)',
    );
    expect(
      emailStateText({ state: 'failed', reason: 'not sent within 2 days: x', at: null }, when),
    ).toBe('E-mail: failed, not sent within 2 days: x');
    expect(emailStateText(undefined, when)).toBe(
      'E-mail: none (the message came before e-mail was set up)',
    );
  });
});
