/**
 * A walk over every route pattern of the site with what a careless or hostile
 * client sends: malformed and overlong encodings, traversal, NUL, overlong
 * slugs and query values, repeated and array-like parameters, wrong methods and
 * content types, oversized and deeply nested JSON, markup in every form field,
 * spoofed forwarding headers, bogus secrets, broken image-optimiser URLs. Every
 * answer must be below 500 and arrive within the content deadline plus a second
 * plus twice what an ordinary page costs this server at the same moment (`pace`):
 * a busy machine renders everything slower without a defect, a hang stays a hang.
 *
 * Requests go out raw (node:http), so a malformed escape reaches the server as
 * written, from a loopback address of their own (the server counts its limits
 * per client address, so the walk spends no other spec's allowance).
 */
export {
  CONTENT_DEADLINE_MS,
  describe,
  formCredentials,
  pace,
  send,
  sendContact,
  walk,
  type Answer,
  type Probe,
} from './hostile-client';
export { formProbes } from './hostile-form-probes';
export { badQueries, badSegments } from './hostile-inputs';
export { hostileProbes } from './hostile-probes';
