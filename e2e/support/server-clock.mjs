// Loaded into a test server with NODE_OPTIONS=--import (e2e/embedded/time-zone.spec.ts):
// the server's clock reads SERVER_CLOCK_AT at start and runs on from there, so a
// spec can put it on either side of a midnight in Dhaka. A test aid only.
const at = Date.parse(process.env.SERVER_CLOCK_AT ?? '');
if (!Number.isNaN(at)) {
  const RealDate = Date;
  const shift = at - RealDate.now();
  const now = () => RealDate.now() + shift;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
}
