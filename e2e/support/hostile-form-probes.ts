import type { Probe } from './hostile-client';
import { json, markup, nested } from './hostile-inputs';

/** Probes of the two form endpoints; `token` and `cookie` come from GET /api/csrf. */
export function formProbes(token: string, cookie: string): Probe[] {
  const good = { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token, cookie };
  const contact = {
    name: 'Rina',
    phone: '+8801700000000',
    email: 'rina@example.com',
    subject: 'Order',
    note: '',
  };
  const probes: Probe[] = [];
  for (const path of ['/api/store/contact-us', '/api/store/subscribers']) {
    const post = (body: string | Buffer, headers: Record<string, string> = {}): Probe => ({
      method: 'POST',
      path,
      headers: { ...json, ...good, ...headers },
      body,
    });
    probes.push(
      post('{'),
      post('null'),
      post('[]'),
      post('"text"'),
      post(Buffer.alloc(100 * 1024, 'a')),
      post(Buffer.alloc(2 * 1024 * 1024, 'a')),
      post(nested(10_000)),
      post(JSON.stringify({ ...contact, name: { $gt: '' } })),
      post(JSON.stringify({ ...contact, email: ['a@b.co', 'c@d.co'] })),
      post(JSON.stringify(contact), { 'content-type': 'text/plain' }),
      post(JSON.stringify(contact), { 'content-type': 'application/x-www-form-urlencoded' }),
      post(JSON.stringify(contact), { 'content-type': '' }),
      post(JSON.stringify(contact), { 'x-csrf-token': 'forged.token' }),
      post(JSON.stringify(contact), { origin: 'https://evil.example' }),
      post(JSON.stringify(contact), { 'x-forwarded-for': '203.0.113.9, <script>' }),
      post(JSON.stringify({ ...contact, name: 'Ri\u0000na', email: 'a\u0000@b.co' })),
      { method: 'GET', path },
      { method: 'PUT', path, headers: json, body: '{}' },
    );
    for (const field of ['name', 'phone', 'email', 'subject', 'note'])
      probes.push(post(JSON.stringify({ ...contact, [field]: markup })));
  }
  return probes;
}
