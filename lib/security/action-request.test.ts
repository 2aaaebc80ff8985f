import { describe, expect, it } from 'vitest';
import {
  fitsNoScriptAction,
  isFormActionArguments,
  isFormActionCall,
  sentArguments,
} from './action-request';

/** Action ids as Next makes them: the first byte says which parameters the action uses. */
const STATE_AND_FORM = `60${'a'.repeat(40)}`;
const FORM = `40${'a'.repeat(40)}`;
const NONE = `00${'a'.repeat(40)}`;

const call = (body: BodyInit, contentType?: string, id = STATE_AND_FORM) =>
  new Request('http://localhost/contact-us', {
    method: 'POST',
    headers: { 'next-action': id, ...(contentType && { 'content-type': contentType }) },
    body,
  });

/** What React sends for a form with useActionState: the previous state, then the form. */
function formCall(root: string, id = STATE_AND_FORM) {
  const body = new FormData();
  body.set('1_name', 'Rina');
  body.set('1_email', 'rina@example.com');
  body.set('0', root);
  return new Request('http://localhost/contact-us', {
    method: 'POST',
    headers: { 'next-action': id },
    body,
  });
}

describe('sentArguments', () => {
  it.each([
    [STATE_AND_FORM, 2],
    [FORM, 1],
    [NONE, 0],
    // The state unused: sent as "$undefined" before the form.
    [`20${'a'.repeat(40)}`, 2],
    // More than six parameters, or not an id Next made.
    [`7f${'a'.repeat(40)}`, null],
    ['not-an-action', null],
    ['60aa', null],
  ])('%s sends %s', (id, count) => expect(sentArguments(id)).toBe(count));
});

describe('isFormActionArguments', () => {
  it.each([
    ['a form alone', '["$K1"]', 1],
    ['a previous state and a form', '[{"status":"idle","message":"","values":{}},"$K1"]', 2],
    ['an unused state and a form', '["$undefined","$K1"]', 2],
    [
      'a state with escaped, undefined and special values',
      '[{"note":"$$5 off","id":"$undefined","at":"$D2026-01-01T00:00:00.000Z","n":"$NaN"},"$Ka"]',
      2,
    ],
    ['nothing, for an action that uses nothing', '[]', 0],
    ['a form, for an id that does not say', '[1,"$K1"]', null],
  ])('takes %s', (_, json, count) => expect(isFormActionArguments(json, count)).toBe(true));

  it.each([
    ['garbage', '%%%garbage', 2],
    ['truncated JSON', '{"a":', 2],
    ['an object', '{"a":1}', 2],
    ['an empty list where a form is due', '[]', 2],
    ['arguments without a form', '[1,2]', 2],
    ['a string where the form goes', '["a"]', 1],
    ['more arguments than the action uses', '["$K1"]', 0],
    ['fewer arguments than the action uses', '["$K1"]', 2],
    ['no form, for an id that does not say', '[1,2]', null],
    ['a reference to a part that is not there', '["$Q9","$K1"]', 2],
    ['a promise reference in the state', '[{"a":"$@2"},"$K1"]', 2],
    ['a server function reference', '["$h1","$K1"]', 2],
    ['nesting past any state', `[${'['.repeat(40)}1${']'.repeat(40)},"$K1"]`, 2],
  ])('refuses %s', (_, json, count) => expect(isFormActionArguments(json, count)).toBe(false));
});

describe('isFormActionCall', () => {
  it('takes a form as React encodes it', async () => {
    expect(await isFormActionCall(formCall('[{"status":"idle"},"$K1"]'))).toBe(true);
  });

  it('takes a form for an action that uses only the form', async () => {
    expect(await isFormActionCall(formCall('["$K1"]', FORM))).toBe(true);
  });

  it('takes an empty text list for an action that uses nothing (sign out)', async () => {
    expect(await isFormActionCall(call('[]', 'text/plain;charset=UTF-8', NONE))).toBe(true);
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
    ['a form for an action that uses nothing', formCall('["$K1"]', NONE)],
    ['no arguments for an action that uses the form', call('[]', 'text/plain', FORM)],
  ])('refuses %s', async (_, request) => expect(await isFormActionCall(request)).toBe(false));
});

describe('fitsNoScriptAction', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };

  it('takes a form naming an action of the form data alone, or of nothing', () => {
    expect(fitsNoScriptAction(form({ [`$ACTION_ID_${FORM}`]: '', email: 'a@b.c' }))).toBe(true);
    expect(fitsNoScriptAction(form({ [`$ACTION_ID_${NONE}`]: '' }))).toBe(true);
  });

  it('refuses a form naming an action that also takes a previous state', () =>
    expect(fitsNoScriptAction(form({ [`$ACTION_ID_${STATE_AND_FORM}`]: '', f0: 'x' }))).toBe(
      false,
    ));

  it('leaves bound forms, ids Next did not make and plain forms to Next', () => {
    expect(fitsNoScriptAction(form({ $ACTION_REF_1: '', '$ACTION_1:0': '{}' }))).toBe(true);
    expect(fitsNoScriptAction(form({ $ACTION_ID_junk: '' }))).toBe(true);
    expect(fitsNoScriptAction(form({ email: 'a@b.c' }))).toBe(true);
  });
});
