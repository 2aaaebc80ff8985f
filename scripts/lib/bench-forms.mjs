// `npm run bench`'s form check: many valid contact posts at once, each must
// answer 200 and add exactly one row.

async function contactCount(base, secret) {
  const r = await fetch(`${base}/api/store/submissions?format=json`, {
    headers: { authorization: `Bearer ${secret}` },
  });
  return (await r.json()).contactMessages.length;
}

/** A client of the site's JSON form posts: one CSRF token and its cookie; post(path, body). */
export async function formClient(base) {
  const csrf = await fetch(`${base}/api/csrf`);
  const { token } = await csrf.json();
  const cookie = csrf.headers.get('set-cookie').split(';')[0];
  return (path, body) =>
    fetch(base + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': token,
        cookie,
      },
      body: JSON.stringify(body),
    });
}

/** `posts` concurrent contact posts: how many answered 200, rows added, latency p50/p99. */
export async function concurrentContactPosts(base, secret, posts) {
  const post = await formClient(base);
  const before = await contactCount(base, secret);
  const latencies = [];
  const statuses = await Promise.all(
    Array.from({ length: posts }, async (_, i) => {
      const started = performance.now();
      const r = await post('/api/store/contact-us', {
        name: `Bench ${i}`,
        phone: '+8801700000000',
        email: `bench-${i}@example.com`,
        subject: 'Bench',
        note: '',
      });
      await r.arrayBuffer();
      latencies.push(performance.now() - started);
      return r.status;
    }),
  );
  const added = (await contactCount(base, secret)) - before;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
  return {
    posts,
    answered200: statuses.filter((s) => s === 200).length,
    rowsAdded: added,
    p50: pct(50),
    p99: pct(99),
  };
}
