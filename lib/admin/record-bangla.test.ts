import { describe, expect, it } from 'vitest';
import { overlay } from '@/lib/i18n/translate';
import {
  banglaRecordErrors,
  banglaRecordNames,
  banglaRecordToStore,
  banglaRecordValues,
  isTextField,
  missingRecordBangla,
  postedRecordBangla,
  recordLabel,
} from './record-bangla';
import { MAX_TEXT, valueToFields, type RecordTree } from './record-form';

/** A record with every kind of field: text, counts, links, a list of text, a table. */
const tree: RecordTree = {
  fields: [
    { name: 'intro', label: 'Intro', kind: 'text' },
    { name: 'note', label: 'Note', kind: 'optionalText' },
    { name: 'machines', label: 'Machines', kind: 'count' },
    { name: 'link', label: 'Link', kind: 'link' },
    { name: 'bullets', label: 'Bullets', kind: 'list', item: { kind: 'text' } },
    {
      name: 'table',
      label: 'Table',
      kind: 'table',
      columns: [
        { name: 'factory', label: 'Factory', kind: 'text' },
        { name: 'tons', label: 'Tons', kind: 'count' },
      ],
    },
    {
      name: 'owner',
      label: 'Owner',
      kind: 'fieldset',
      fields: [{ name: 'name', label: 'Name', kind: 'text' }],
    },
  ],
};
const body = {
  intro: 'Knitting since 2000.',
  note: null,
  machines: 120,
  link: '/knitting',
  bullets: ['Circular knitting', 'Flat-bed'],
  table: [
    { factory: 'Unit 1', tons: 40 },
    { factory: 'Unit 2', tons: 60 },
  ],
  owner: { name: 'Masco' },
};

describe('a record’s Bangla fields, from its field tree', () => {
  it('are its text fields only: not counts, links, pictures or flags', () => {
    expect(isTextField(tree.fields, 'intro')).toBe(true);
    expect(isTextField(tree.fields, 'note')).toBe(true);
    expect(isTextField(tree.fields, 'bullets.1')).toBe(true);
    expect(isTextField(tree.fields, 'table.0.factory')).toBe(true);
    expect(isTextField(tree.fields, 'owner.name')).toBe(true);
    expect(isTextField(tree.fields, 'machines')).toBe(false);
    expect(isTextField(tree.fields, 'link')).toBe(false);
    expect(isTextField(tree.fields, 'table.0.tons')).toBe(false);
    expect(isTextField(tree.fields, 'table')).toBe(false);
    expect(isTextField(tree.fields, 'nothing')).toBe(false);
  });

  it('are offered where the English has text, or the Bangla has', () => {
    const values = { ...valueToFields(tree, body), 'bn.note': 'একটি নোট' };
    expect(banglaRecordNames(tree.fields, values)).toEqual([
      'intro',
      'note',
      'bullets.0',
      'bullets.1',
      'table.0.factory',
      'table.1.factory',
      'owner.name',
    ]);
  });

  it('are named as the notices name the English, with (বাংলা)', () => {
    expect(recordLabel(tree.fields, 'bn.table.1.factory')).toBe('Table, row 2, Factory (বাংলা)');
    expect(recordLabel(tree.fields, 'table.1.factory')).toBe('Table, row 2, Factory');
  });
});

describe('a record’s Bangla stored and read back', () => {
  it('keeps each posted value at its English path, over the stored Bangla', () => {
    const stored = { intro: 'পুরোনো ভূমিকা', owner: { name: 'মাসকো' } };
    const bn = banglaRecordToStore(tree.fields, stored, {
      'bn.intro': '২০০০ সাল থেকে নিটিং।',
      'bn.table.1.factory': 'ইউনিট ২',
      'bn.bullets.0': 'সার্কুলার নিটিং',
      // A count or an unknown field is never stored as Bangla.
      'bn.machines': '১২০',
      'bn.table.0.tons': '৪০',
      'bn.nothing': 'কিছু না',
    });
    expect(bn).toEqual({
      intro: '২০০০ সাল থেকে নিটিং।',
      owner: { name: 'মাসকো' },
      table: [undefined, { factory: 'ইউনিট ২' }],
      bullets: ['সার্কুলার নিটিং'],
    });
    // The page reads it over the English: figures and the second row's English stay.
    expect(overlay(body, JSON.parse(JSON.stringify(bn)))).toEqual({
      ...body,
      intro: '২০০০ সাল থেকে নিটিং।',
      bullets: ['সার্কুলার নিটিং', 'Flat-bed'],
      table: [
        { factory: 'Unit 1', tons: 40 },
        { factory: 'ইউনিট ২', tons: 60 },
      ],
      owner: { name: 'মাসকো' },
    });
    expect(stored).toEqual({ intro: 'পুরোনো ভূমিকা', owner: { name: 'মাসকো' } });
  });

  it('removes an emptied value (the English shows), and leaves what the form did not send', () => {
    const stored = { intro: 'ভূমিকা', bullets: ['এক', 'দুই'], owner: { name: 'মাসকো' } };
    expect(
      banglaRecordToStore(tree.fields, stored, { 'bn.intro': ' ', 'bn.bullets.0': '' }),
    ).toEqual({ bullets: [null, 'দুই'], owner: { name: 'মাসকো' } });
    expect(banglaRecordToStore(tree.fields, null, { 'bn.table.3.factory': '' })).toEqual({});
  });

  it('reads the stored Bangla back as the form’s bn. fields', () => {
    expect(
      banglaRecordValues(tree, { intro: 'ভূমিকা', table: [null, { factory: 'ইউনিট ২' }] }),
    ).toEqual({ 'bn.intro': 'ভূমিকা', 'bn.table.1.factory': 'ইউনিট ২' });
    expect(banglaRecordValues(tree, undefined)).toEqual({});
  });

  it('reads only the posted bn. fields, and refuses one too long, by name', () => {
    const form = new FormData();
    form.set('intro', 'English');
    form.set('bn.intro', 'ভূমিকা');
    const posted = postedRecordBangla(form, (data, name) => String(data.get(name)));
    expect(posted).toEqual({ 'bn.intro': 'ভূমিকা' });
    expect(banglaRecordErrors(posted)).toEqual({});
    expect(banglaRecordErrors({ 'bn.intro': 'ক'.repeat(MAX_TEXT + 1) })).toEqual({
      'bn.intro': 'Enter at most 20,000 characters',
    });
  });
});

describe('the বাংলা tab’s missing count of a record', () => {
  it('counts the fields with English and no Bangla, as typed now', () => {
    const names = ['intro', 'note', 'rows.0.title'];
    const values = { intro: 'Hello', note: 'A note', 'bn.note': 'নোট', 'rows.0.title': 'Row' };
    expect(missingRecordBangla(names, values)).toBe(2);
    // Bangla typed into one; the English of another emptied: neither is missing.
    expect(
      missingRecordBangla(names, { ...values, 'bn.intro': 'হ্যালো', 'rows.0.title': ' ' }),
    ).toBe(0);
  });
});
