import { describe, expect, it } from 'vitest';
import { knittingPage } from '@/lib/copy/units';
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
