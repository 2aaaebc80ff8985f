import http from 'node:http';

/**
 * Returns true when it took the request (Next then never sees it), to answer it
 * itself or to hand it on later with `pass`.
 */
export type Handler = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  pass: () => void,
) => boolean | void;

/**
 * Runs `handler` on every request of this process's HTTP servers before Next
 * sees it (Next's server cannot be wrapped from outside under `next start`).
 * Installed once per `name`, whatever number of times it is called (the module
 * may be loaded more than once).
 */
export function beforeEachRequest(name: string, handler: Handler) {
  const installed = Symbol.for(`masco.before-each-request.${name}`);
  const marked = globalThis as { [key: symbol]: boolean | undefined };
  if (marked[installed]) return;
  marked[installed] = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (
      event === 'request' &&
      handler(args[0] as http.IncomingMessage, args[1] as http.ServerResponse, () =>
        emit.call(this, event, ...args),
      )
    )
      return true;
    return emit.call(this, event, ...args);
  } as typeof emit;
}
