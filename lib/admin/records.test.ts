import { describe, expect, it } from 'vitest';
import { knittingPage } from '@/lib/copy/units';
import { describeFieldName, pictureFieldNames } from './record-form';
import { recordEntry } from './records';

const labels = (name: string) =>
  recordEntry(name)!.tree.fields.flatMap((field) =>
    field.kind === 'fieldset' ? field.fields.map((inner) => inner.label) : [field.label],
  );

describe('record forms label fields as their public pages do', () => {
  it('names the knitting figures as /knitting does, with their units', () => {
    expect(labels('knitting')).toEqual([
      'Circular machines',
      'Flat-bed machines',
      'Auto-stripe machines',
      'Auto-stripe machines (II)',
      'Auto-stripe rib machines',
      'Monthly capacity (tons)',
      'Certificate',
    ]);
    expect(knittingPage.factories).toHaveLength(1);
  });

  it('puts the factory first on a page of several', () => {
    expect(labels('dyeing')).toContain('Concept Knitting: Bulk dyeing (kg / day)');
  });

  it('keeps the field name’s words where no page labels the field', () => {
    expect(labels('glance').length).toBeGreaterThan(0);
    expect(labels('glance').every((label) => /^[A-Z]/.test(label))).toBe(true);
  });
});

describe('a record’s pictures are uploaded with its form', () => {
  const knitting = () => recordEntry('knitting')!.tree.fields;

  it('offers an upload for each picture outside lists and tables', () => {
    expect(pictureFieldNames(knitting())).toEqual(['knitting_certificate']);
    // The sustainability tables' pictures stay addresses.
    expect(
      pictureFieldNames(recordEntry('social')!.tree.fields).every((n) => !n.includes('.')),
    ).toBe(true);
  });

  it('names the upload and its alt text after the picture', () => {
    expect(describeFieldName(knitting(), 'knitting_certificateFile')).toBe('Certificate, upload');
    expect(describeFieldName(knitting(), 'knitting_certificateAlt')).toBe('Certificate, alt text');
    expect(describeFieldName(knitting(), 'nothingFile')).toBe('nothingFile');
  });
});
