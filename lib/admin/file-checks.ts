import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { decodeAttribute } from '@/lib/html-text';
import { site } from '@/lib/site';
import { getStore } from '@/lib/store/db';
import { fileReplacements, files } from '@/lib/store/schema';

/**
 * Only files the site has: the picture and file addresses typed into forms, and
 * the pictures in a body, checked against the uploads and the files in public/.
 */

const FILE_ADDRESS = /^\/files\/([0-9a-f]{64})\/([^/?#]+)$/;

export const MISSING_UPLOAD =
  'No uploaded file has this address: choose one in Pictures and files, or upload it here.';
export const FOREIGN_ADDRESS =
  'This site does not serve that address: upload the picture here, or choose one in Pictures and files.';
export const MISSING_SITE_FILE = 'This site has no file at this address.';

/** A path on this site, from a path or an address on SITE_URL; null for another site's. */
function sitePath(address: string): string | null {
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  try {
    const url = new URL(address);
    return url.origin === new URL(site.url).origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Checks picture and file addresses typed into forms: an upload that exists (a
 * replaced one's address is taken as its replacement's), or a file the site
 * ships in public/. Answers, per address, the address to store or the problem.
 */
export async function checkFileAddresses(
  addresses: string[],
): Promise<Map<string, { address: string } | { problem: string }>> {
  const answers = new Map<string, { address: string } | { problem: string }>();
  const uploads = new Map<string, { hash: string; name: string }>();
  for (const address of new Set(addresses.map((a) => a.trim()).filter(Boolean))) {
    const at = sitePath(address);
    if (at === null) {
      answers.set(address, { problem: FOREIGN_ADDRESS });
      continue;
    }
    const pathname = at.split(/[?#]/)[0]!;
    const upload = FILE_ADDRESS.exec(pathname);
    if (upload) {
      uploads.set(address, { hash: upload[1]!, name: decodeURIComponent(upload[2]!) });
      continue;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      answers.set(address, { problem: MISSING_SITE_FILE });
      continue;
    }
    const publicDir = path.join(process.cwd(), 'public');
    const file = path.resolve(publicDir, `.${decoded}`);
    const shipped =
      file.startsWith(`${publicDir}${path.sep}`) && !decoded.includes('\0') && existsSync(file);
    answers.set(address, shipped ? { address } : { problem: MISSING_SITE_FILE });
  }
  if (uploads.size > 0) {
    const hashes = [...new Set([...uploads.values()].map((u) => u.hash))];
    const db = await getStore();
    const [stored, replaced] = await Promise.all([
      db
        .select({ hash: files.hash, name: files.name })
        .from(files)
        .where(inArray(files.hash, hashes)),
      db
        .select({
          hash: fileReplacements.hash,
          name: fileReplacements.name,
          to: fileReplacements.replacedBy,
        })
        .from(fileReplacements)
        .where(inArray(fileReplacements.hash, hashes)),
    ]);
    for (const [address, { hash, name }] of uploads) {
      const found = stored.find((f) => f.hash === hash && f.name === name);
      const moved = replaced.find((f) => f.hash === hash && f.name === name);
      answers.set(
        address,
        found ? { address } : moved ? { address: moved.to } : { problem: MISSING_UPLOAD },
      );
    }
  }
  return answers;
}

/**
 * The picture and file fields of a form checked at once (form name → address):
 * the problem of each address that names no file, and the address to store for
 * each good one (a replaced file's old address becomes its replacement's).
 */
export async function checkFileFields(
  fields: Record<string, string>,
): Promise<{ errors: Record<string, string>; addresses: Record<string, string> }> {
  const answers = await checkFileAddresses(Object.values(fields));
  const errors: Record<string, string> = {};
  const addresses: Record<string, string> = {};
  for (const [name, typed] of Object.entries(fields)) {
    const answer = answers.get(typed.trim());
    if (!answer) continue;
    if ('problem' in answer) errors[name] = answer.problem;
    else addresses[name] = answer.address;
  }
  return { errors, addresses };
}

const BODY_PICTURE = /<img\b[^>]*?\bsrc="([^"]*)"/g;

/**
 * A body's pictures checked: the sentence for the first one with no file behind
 * it, else the body with any replaced file's old address made its replacement's.
 */
export async function checkBodyPictures(
  html: string,
): Promise<{ problem: string } | { html: string }> {
  const sources = [...html.matchAll(BODY_PICTURE)].map((match) => decodeAttribute(match[1]!));
  if (sources.length === 0) return { html };
  const answers = await checkFileAddresses(sources);
  let body = html;
  for (const source of sources) {
    const answer = answers.get(source.trim());
    if (!answer) continue;
    if ('problem' in answer)
      return {
        problem: `A picture in the body (${source}) has no file behind it: remove it, or insert it again from Pictures and files.`,
      };
    if (answer.address !== source)
      body = body.replaceAll(`src="${source}"`, `src="${answer.address}"`);
  }
  return { html: body };
}
