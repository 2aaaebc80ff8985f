import http from 'node:http';
import { formHeaders } from './helpers';

/** The raw client of the hostile walk (hostile.ts): requests as written, answers judged by time and status. */

/** The servers' content deadline (CONTENT_API_TIMEOUT_MS, default 3000). */
export const CONTENT_DEADLINE_MS = 3000;

export type Probe = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

export type Answer = { probe: Probe; status: number; ms: number; error?: string };

/** One raw request; never throws. */
export function send(base: string, probe: Probe, localAddress: string): Promise<Answer> {
  const url = new URL(base);
  const started = performance.now();
  return new Promise((resolve) => {
    const finish = (status: number, error?: string) =>
      resolve({ probe, status, ms: Math.round(performance.now() - started), error });
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        localAddress,
        method: probe.method ?? 'GET',
        path: probe.path,
        headers: probe.headers,
        // Long enough for any busy machine: the callers judge the time themselves.
        timeout: 60_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => finish(response.statusCode ?? 0));
        response.on('error', (error) => finish(response.statusCode ?? 0, error.message));
      },
    );
    request.on('timeout', () => {
      request.destroy();
      finish(0, 'no answer');
    });
    // The server may close on an oversized body before reading it: that is an answer too.
    request.on('error', (error) => finish(0, error.message));
    request.end(probe.body);
  });
}

const AT_ONCE = 4;

/** Sends the probes, AT_ONCE at a time. */
async function sendAll(base: string, probes: Probe[], localAddress: string) {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      answers.push(await send(base, probe, localAddress));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return answers;
}

/**
 * What an ordinary request costs this server now: the slowest of a few rounds of
 * AT_ONCE renders of a page that is never cached (the blog list's second page).
 */
export async function pace(base: string, localAddress: string) {
  const ordinary = Array.from({ length: 3 * AT_ONCE }, () => ({ path: '/blogs?page=2' }));
  const answers = await sendAll(base, ordinary, localAddress);
  const failed = answers.filter((a) => a.status !== 200);
  if (failed.length)
    throw new Error(`ordinary requests failed: ${failed.map(describe).join(', ')}`);
  return Math.max(...answers.map((a) => a.ms));
}

/**
 * Sends every probe, a few at a time, and returns the answers that broke the
 * rules: a 5xx, no answer, or slower than `allowanceMs` plus twice an ordinary page.
 */
export async function walk(
  base: string,
  probes: Probe[],
  localAddress: string,
  allowanceMs = CONTENT_DEADLINE_MS + 1000,
) {
  const limitMs = allowanceMs + 2 * (await pace(base, localAddress));
  const answers = await sendAll(base, probes, localAddress);
  const offenders = answers.filter(
    (a) =>
      a.status >= 500 ||
      a.ms > limitMs ||
      (a.status === 0 && !/ECONNRESET|EPIPE|socket hang up/.test(a.error ?? '')),
  );
  return { answers, offenders, limitMs };
}

/** An offender as one line for the failure message. */
export const describe = (a: Answer) =>
  `${a.status || a.error} in ${a.ms} ms: ${a.probe.method ?? 'GET'} ${a.probe.path.slice(0, 120)}${
    a.probe.body ? ` (${String(a.probe.body).slice(0, 60)}…)` : ''
  }`;

/** Token and cookie for the form probes. */
export async function formCredentials(base: string) {
  const response = await fetch(`${base}/api/csrf`);
  const { token } = (await response.json()) as { token: string };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { token, cookie };
}

/** A contact post sent raw from 127.0.0.1 with a form token and its cookie (formCredentials). */
export function sendContact(
  base: string,
  { token, cookie }: { token: string; cookie: string },
  subject: string,
): Promise<Answer> {
  return send(
    base,
    {
      method: 'POST',
      path: '/api/store/contact-us',
      headers: { ...formHeaders(token), cookie },
      body: JSON.stringify({
        name: 'Rina Akter',
        phone: '+8801700000000',
        email: 'rina@example.com',
        subject,
      }),
    },
    '127.0.0.1',
  );
}
