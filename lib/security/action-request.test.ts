import { describe, expect, it } from 'vitest';
import { isFormActionArguments, isFormActionCall } from './action-request';

const call = (body: BodyInit, contentType?: string) =>
  new Request('http://localhost/contact-us', {
    method: 'POST',
    headers: { 'next-action': 'a'.repeat(42), ...(contentType && { 'content-type': contentType }) },
    body,
  });

/** What React sends for a form with useActionState: the previous state, then the form. */
function formCall(root: string) {
  const body = new FormData();
  body.set('1_name', 'Rina');
  body.set('1_email', 'rina@example.com');
  body.set('0', root);
  return new Request('http://localhost/contact-us', {
    method: 'POST',
    headers: { 'next-action': 'a'.repeat(42) },
    body,
  });
}

describe('isFormActionArguments', () => {
  it.each([
    ['a form alone', '["$K1"]'],
    ['a previous state and a form', '[{"status":"idle","message":"","values":{}},"$K1"]'],
    [
      'a state with escaped, undefined and special values',
      '[{"note":"$$5 off","id":"$undefined","at":"$D2026-01-01T00:00:00.000Z","n":"$NaN"},"$Ka"]',
    ],
  ])('takes %s', (_, json) => expect(isFormActionArguments(json)).toBe(true));

  it.each([
    ['garbage', '%%%garbage'],
    ['truncated JSON', '{"a":'],
    ['an object', '{"a":1}'],
    ['an empty list', '[]'],
    ['arguments without a form', '[1,2]'],
    ['a string where the form goes', '["a"]'],
    ['a reference to a part that is not there', '["$Q9","$K1"]'],
    ['a promise reference in the state', '[{"a":"$@2"},"$K1"]'],
    ['a server function reference', '["$h1","$K1"]'],
    ['nesting past any state', `[${'['.repeat(40)}1${']'.repeat(40)},"$K1"]`],
  ])('refuses %s', (_, json) => expect(isFormActionArguments(json)).toBe(false));
});

describe('isFormActionCall', () => {
  it('takes a form as React encodes it', async () => {
    expect(await isFormActionCall(formCall('[{"status":"idle"},"$K1"]'))).toBe(true);
  });

  it('takes text arguments that end in a form reference', async () => {
    expect(await isFormActionCall(call('["$K1"]', 'text/plain;charset=UTF-8'))).toBe(true);
  });

  it.each([
    ['junk text', call('%%%garbage', 'text/plain')],
    ['JSON junk as text', call('{"a":1}', 'text/plain;charset=UTF-8')],
    ['JSON', call('["$K1"]', 'application/json')],
    ['no content type', call(new Blob(['["$K1"]']))],
    ['multipart with a broken boundary', call('--y\r\ngarbage', 'multipart/form-data; boundary=x')],
    [
      'multipart with junk at its root',
      call(
        '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n%%%\r\n--x--\r\n',
        'multipart/form-data; boundary=x',
      ),
    ],
    [
      'multipart without a root',
      call(
        '--x\r\nContent-Disposition: form-data; name="1_name"\r\n\r\nRina\r\n--x--\r\n',
        'multipart/form-data; boundary=x',
      ),
    ],
    ['a form whose root is not a form call', formCall('[1,2]')],
  ])('refuses %s', async (_, request) => expect(await isFormActionCall(request)).toBe(false));
});
