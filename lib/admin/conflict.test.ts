import { describe, expect, it } from 'vitest';
import { conflictAnswer, mergeOntoNewer, openedFingerprints, quoted } from './conflict';

const label = (name: string) => `«${name}»`;

// The job of issue 27: A opened it with 3 vacancies; B saved 7 and a new title;
// A changed only the location and the title.
const opened = { title: 'Merchandiser', vacancies: '3', location: 'Gazipur', open: true };
const theirs = { title: 'Senior merchandiser', vacancies: '7', location: 'Gazipur', open: true };
const typed = { title: 'Merchandiser (knit)', vacancies: '3', location: 'Dhaka', open: true };

describe('mergeOntoNewer', () => {
  // Issue: both bodies began with the same 160 characters, so the quotes were alike.
  const intro = `<p>${'Masco started as a small knitting unit and grew into a composite group. '.repeat(3)}</p>`;
  const body = (ending: string) => `${intro}<p>${ending}</p>`;

  it('shows where two bodies differ, past what a quote shows', () => {
    const { values, lines } = mergeOntoNewer(
      openedFingerprints({ body: body('It employs people.') }),
      { body: body('It employs 15,000 people.') },
      { body: body('It employs people in Gazipur.') },
      label,
    );
    expect(values.body).toBe(body('It employs 15,000 people.'));
    expect(lines[0]!.theirs).toBe(lines[0]!.yours);
    // Saving keeps this editor's: what that does to theirs.
    expect(lines[0]!.changes).toEqual([
      { kind: 'same', text: '… grew into a composite group.\nIt employs' },
      { kind: 'removed', text: 'people in Gazipur.' },
      { kind: 'added', text: '15,000 people.' },
    ]);
  });

  it('shows what the other editor changed in a body this editor left alone', () => {
    const { values, lines } = mergeOntoNewer(
      openedFingerprints({ body: body('It employs people.') }),
      { body: body('It employs people.') },
      { body: body('It employs people in Gazipur.') },
      label,
    );
    expect(values.body).toBe(body('It employs people in Gazipur.'));
    expect(lines[0]!.changes?.filter((run) => run.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'people.' },
      { kind: 'added', text: 'people in Gazipur.' },
    ]);
  });

  it('keeps what the other editor saved in every field this editor left alone', () => {
    const { values } = mergeOntoNewer(openedFingerprints(opened), typed, theirs, label);
    expect(values).toEqual({
      title: 'Merchandiser (knit)',
      vacancies: '7',
      location: 'Dhaka',
      open: true,
    });
  });

  it('lists their changes, and both values where both changed a field', () => {
    const { lines } = mergeOntoNewer(openedFingerprints(opened), typed, theirs, label);
    expect(lines).toEqual([
      { field: '«title»', theirs: 'Senior merchandiser', yours: 'Merchandiser (knit)' },
      { field: '«vacancies»', theirs: '7' },
    ]);
  });

  it('lists nothing for a field both changed to the same value', () => {
    const same = { ...typed, vacancies: '7' };
    const { values, lines } = mergeOntoNewer(openedFingerprints(opened), same, theirs, label);
    expect(values.vacancies).toBe('7');
    expect(lines.map((line) => line.field)).toEqual(['«title»']);
  });

  it('treats an unticked box, an empty field and a missing one alike', () => {
    const base = { a: '', b: false };
    const { values, lines } = mergeOntoNewer(
      openedFingerprints(base),
      { a: '', b: false },
      { b: true, c: 'new row' },
      label,
    );
    expect(values).toEqual({ a: '', b: true, c: 'new row' });
    expect(lines).toEqual([
      { field: '«b»', theirs: 'on' },
      { field: '«c»', theirs: 'new row' },
    ]);
  });

  it('takes a row the other editor removed out, and keeps one this editor filled in', () => {
    const base = { 'rows.0.name': 'Knitting', 'rows.1.name': 'Dyeing' };
    const { values } = mergeOntoNewer(
      openedFingerprints(base),
      { 'rows.0.name': 'Knitting', 'rows.1.name': 'Dyeing', 'rows.2.name': 'Printing' },
      { 'rows.0.name': 'Knitting' },
      label,
    );
    expect(values).toEqual({
      'rows.0.name': 'Knitting',
      'rows.1.name': '',
      'rows.2.name': 'Printing',
    });
  });

  it('without a record of the opened form, keeps what was typed and quotes every difference', () => {
    for (const bad of ['', 'not json', '[1,2]', 'null']) {
      const { values, lines } = mergeOntoNewer(bad, typed, theirs, label);
      expect(values).toEqual(typed);
      expect(lines.map((line) => line.field)).toEqual(['«title»', '«vacancies»', '«location»']);
    }
  });
});

describe('openedFingerprints', () => {
  it('is the same for the same values in any order, and differs when one changes', () => {
    expect(openedFingerprints({ a: 'x', b: 'y' })).toBe(openedFingerprints({ b: 'y', a: 'x' }));
    expect(openedFingerprints({ a: 'x', b: 'y' })).not.toBe(openedFingerprints({ a: 'x', b: 'z' }));
    expect(openedFingerprints({ a: '', b: false })).toBe('{}');
  });

  it('is short beside the values it stands for', () => {
    const body = '<p>'.concat('Organic cotton. '.repeat(2000), '</p>');
    expect(openedFingerprints({ description: body }).length).toBeLessThan(40);
  });
});

describe('quoted', () => {
  it('reads a rich-text value as its words, shortened', () => {
    expect(quoted('<p>Organic   <b>cotton</b></p>')).toBe('Organic cotton');
    expect(quoted('')).toBe('(empty)');
    expect(quoted(false)).toBe('(empty)');
    expect(quoted(true)).toBe('on');
    expect(quoted('x'.repeat(200))).toHaveLength(160);
  });
});

describe('conflictAnswer', () => {
  it('answers on the version now stored, with its fingerprints, naming who saved', () => {
    const answer = conflictAnswer({
      who: 'hr@masco.test',
      opened: openedFingerprints(opened),
      typed,
      current: theirs,
      version: 4,
      labelOf: label,
    });
    expect(answer).toMatchObject({ status: 'conflict', version: 4 });
    expect(answer.opened).toBe(openedFingerprints(theirs));
    expect(answer.message).toBe(
      'hr@masco.test saved this after you opened it. Nothing of yours is saved yet.',
    );
    // Short lines after it: what the form holds, what to do.
    expect(answer.conflictSteps).toEqual([
      { lead: 'In the form:', text: 'their version, with your changes on top.' },
      {
        lead: 'Changed by you both:',
        text: 'yours is in the form, theirs is shown below. Saving again keeps yours.',
      },
      {
        lead: 'To do:',
        text: 'copy into the form what you want to keep of theirs, then save again.',
      },
    ]);
    expect(answer.conflictBySelf).toBe(false);
    // Saved again as it now stands, nothing of theirs is undone.
    const again = mergeOntoNewer(answer.opened!, answer.values!, theirs, label);
    expect(again.values.vacancies).toBe('7');
  });

  it('says "you, in another tab or window" when the other save was this account’s own', () => {
    const answer = conflictAnswer({
      who: 'HR@masco.test',
      me: 'hr@masco.test',
      opened: openedFingerprints(opened),
      typed,
      current: theirs,
      version: 4,
      labelOf: label,
    });
    expect(answer.conflictBySelf).toBe(true);
    expect(answer.message).toBe(
      'You saved this in another tab or window after it was opened here. Nothing of this form is saved yet.',
    );
    expect(answer.conflictSteps?.map((step) => step.lead)).toEqual([
      'In the form:',
      'Changed in both:',
      'To do:',
    ]);
    for (const text of [answer.message, ...answer.conflictSteps!.map((step) => step.text)])
      expect(text).not.toMatch(/\btheir|\bthey\b/);
    // Another account's save is still theirs.
    const other = conflictAnswer({
      who: 'hr@masco.test',
      me: 'nasrin@masco.test',
      opened: openedFingerprints(opened),
      typed,
      current: theirs,
      version: 4,
      labelOf: label,
    });
    expect(other.conflictBySelf).toBe(false);
    expect(other.message).toMatch(/^hr@masco\.test saved this after you opened it\./);
  });
});
