import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { reads } from '@/lib/content/contract';
import { wireFallbacks } from '@/lib/content/contract-fallbacks';
import * as fields from '@/lib/content/fields';
import {
  count,
  flag,
  link,
  list,
  optionalText,
  parseWithScope,
  record,
  text,
} from '@/lib/content/fields';
import { handlers } from '@/lib/store/api';
import type { Store } from '@/lib/store/db';
import { seedRecords } from '@/lib/store/seed/records';
import {
  describeRecord,
  editableRecords,
  fieldErrors,
  formDataToValue,
  imageFieldValues,
  setFieldValue,
  strictSchema,
  valueToFields,
  wrapBody,
  type EditableRecord,
  type FormValues,
  type RecordTree,
} from './record-form';

// Described once for the it.each below; an undescribed field fails the first test, not the file.
let editable: EditableRecord[] = [];
let describing: unknown;
try {
  editable = editableRecords();
} catch (error) {
  describing = error;
}
const byName = (name: string) => editable.find((entry) => entry.name === name)!;

const toFormData = (values: FormValues) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === true) form.append(name, 'on');
    else if (value !== false) form.append(name, value);
  }
  return form;
};
const formData = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

/** A store answering every record read with `body`, as the records table would. */
const storeWith = (body: unknown) =>
  ({
    select: () => ({ from: () => ({ where: async () => [{ body }] }) }),
  }) as unknown as Store;

describe('the editable records', () => {
  it('are the contract singletons the store keeps as records (the brochure aside)', () => {
    expect(describing).toBeUndefined();
    expect(editable.map((entry) => entry.name)).toEqual([
      'businessOverview',
      'sustainableClock',
      'glance',
      'yarnDyeing',
      'sewingThread',
      'knitting',
      'dyeing',
      'sewing',
      'printingEmbroidery',
      'washing',
      'social',
      'material',
      'environmental',
      'futurePlan',
    ]);
    const seeded = Object.keys(seedRecords).filter((path) => path !== reads.brochure.path);
    expect(editable.map((entry) => entry.path).sort()).toEqual(seeded.sort());
  });

  it.each(editable)(
    '$name: unwraps the envelope exactly as the store wraps the body',
    async (entry) => {
      const body = seedRecords[entry.path];
      const response = await handlers[entry.name](
        storeWith(body),
        {},
        { page: 1, per_page: 10 },
        false,
        'en',
      );
      expect(response.body).toEqual(wrapBody(entry.depth, body));
    },
  );

  it.each(editable)('$name: the seeded body round-trips through the form', (entry) => {
    const body = seedRecords[entry.path];
    const submitted = formDataToValue(entry.tree, toFormData(valueToFields(entry.tree, body)));
    const parsed = strictSchema(entry.tree).safeParse(submitted);
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({});
    expect(parsed.data).toEqual(body);

    const contract: z.ZodType = reads[entry.name].schema;
    const edited = parseWithScope(contract, wrapBody(entry.depth, parsed.data), '');
    expect(edited.notes).toEqual([]);
    expect(edited.data).toEqual(parseWithScope(contract, wrapBody(entry.depth, body), '').data);
  });

  it.each(editable)('$name: an emptied form reads as the page fallback, without notes', (entry) => {
    // Counts must be numbers; every other field is left blank and every list emptied.
    const blank: FormValues = Object.fromEntries(
      entry.tree.fields.flatMap((field) =>
        field.kind === 'count'
          ? [[field.name, '0']]
          : field.kind === 'flag' || field.kind === 'list'
            ? []
            : [[field.name, '']],
      ),
    );
    const parsed = strictSchema(entry.tree).safeParse(
      formDataToValue(entry.tree, toFormData(blank)),
    );
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({});
    const contract: z.ZodType = reads[entry.name].schema;
    const edited = parseWithScope(contract, wrapBody(entry.depth, parsed.data), '');
    expect(edited.notes).toEqual([]);
    expect(edited.data).toEqual(parseWithScope(contract, wireFallbacks[entry.name], '').data);
  });

  it('describes fields in contract order with readable labels', () => {
    const { tree } = byName('washing');
    expect(tree.fields.slice(0, 3)).toEqual([
      { name: 'eco_cloud', label: 'Eco cloud', kind: 'image', placeholder: 'photo' },
      { name: 'save_water', label: 'Save water', kind: 'image', placeholder: 'photo' },
      { name: 'no_of_machines', label: 'No of machines', kind: 'count' },
    ]);
    expect(byName('social').tree.fields).toContainEqual({
      name: 'main_driver_satisfaction',
      label: 'Main driver satisfaction',
      kind: 'list',
      item: { kind: 'text' },
    });
    expect(byName('futurePlan')).toMatchObject({ label: 'Future plan', depth: 2 });
  });
});

describe('strict validation', () => {
  let knitting: RecordTree;
  let seeded: FormValues;
  beforeAll(() => {
    knitting = byName('knitting').tree;
    seeded = valueToFields(knitting, seedRecords[byName('knitting').path]);
  });
  const submit = (tree: RecordTree, values: FormValues) =>
    strictSchema(tree).safeParse(formDataToValue(tree, toFormData(values)));
  const errorsOf = (tree: RecordTree, values: FormValues) => {
    const result = submit(tree, values);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('coerces counts from form text and refuses anything but a number of 0 or more', () => {
    expect(submit(knitting, { ...seeded, circular_machines: ' 1,200 ' }).data).toMatchObject({
      circular_machines: 1200,
    });
    expect(errorsOf(knitting, { ...seeded, circular_machines: 'abc' })).toEqual({
      circular_machines: 'Enter a number',
    });
    expect(errorsOf(knitting, { ...seeded, circular_machines: '' })).toEqual({
      circular_machines: 'Enter a number',
    });
    expect(errorsOf(knitting, { ...seeded, monthly_capacity: '-3' })).toEqual({
      monthly_capacity: 'Enter a number of 0 or more',
    });
    expect(errorsOf(knitting, { ...seeded, monthly_capacity: '1e999' })).toHaveProperty(
      'monthly_capacity',
    );
  });

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg/onload=alert(1)>',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'https:/evil.example',
    'demo/a.png',
  ])('refuses %j as an image', (value) => {
    expect(errorsOf(knitting, { ...seeded, knitting_certificate: value })).toEqual({
      knitting_certificate: 'Enter a path starting with / or an http(s) address',
    });
  });

  it('keeps paths and http(s) addresses, and stores an emptied image as null', () => {
    for (const value of ['/demo/a.webp?v=2', 'https://cdn.example/a.png', 'HTTP://cdn.example']) {
      expect(submit(knitting, { ...seeded, knitting_certificate: value }).data).toMatchObject({
        knitting_certificate: value,
      });
    }
    expect(submit(knitting, { ...seeded, knitting_certificate: '' }).data).toMatchObject({
      knitting_certificate: null,
    });
  });

  it('refuses a list of more than 500 entries, and text over 20,000 characters', () => {
    const social = byName('social').tree;
    const values = valueToFields(social, seedRecords[byName('social').path]);
    const bullets = (n: number) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`main_driver_satisfaction.${i}`, `Entry ${i}`]),
      );
    expect(submit(social, { ...values, ...bullets(500) }).success).toBe(true);
    expect(errorsOf(social, { ...values, ...bullets(501) })).toEqual({
      main_driver_satisfaction: 'Enter at most 500 entries',
    });
    expect(errorsOf(social, { ...values, gbav: 'x'.repeat(20_001) })).toEqual({
      gbav: 'Enter at most 20,000 characters',
    });
  });

  it('refuses keys the record does not have', () => {
    const result = strictSchema(knitting).safeParse({
      ...formDataToValue(knitting, toFormData(seeded)),
      extra: 1,
    });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      '': expect.stringContaining('extra'),
    });
  });
});

describe('forms of lists, tables and fieldsets', () => {
  const sample = () =>
    record({
      title: text(),
      published: flag(),
      bullets: fields.textList(),
      table: list(record({ factory: text(), score: count(), audited: flag() })),
      contact: record({ site: link(), note: optionalText() }),
    });

  it('describes lists of records as tables and records as fieldsets', () => {
    const tree = describeRecord(sample());
    expect(tree.fields.map((field) => [field.name, field.kind])).toEqual([
      ['title', 'text'],
      ['published', 'flag'],
      ['bullets', 'list'],
      ['table', 'table'],
      ['contact', 'fieldset'],
    ]);
  });

  it('rebuilds rows in index order, drops blank table rows and trailing list entries, reads an absent checkbox as false', () => {
    const tree = describeRecord(sample());
    const value = formDataToValue(
      tree,
      formData([
        ['title', 'Units'],
        ['bullets.10', 'third'],
        ['bullets.2', 'second'],
        ['bullets.0', 'first'],
        ['bullets.1', ''],
        ['bullets.11', ''],
        ['table.1.factory', 'B'],
        ['table.1.score', '7'],
        ['table.1.audited', 'on'],
        ['table.0.factory', 'A'],
        ['table.0.score', '3'],
        ['table.3.factory', ''],
        ['table.3.score', ''],
        ['table.x.factory', 'ignored'],
        ['contact.site', ''],
        ['contact.note', 'Call first'],
      ]),
    );
    expect(value).toEqual({
      title: 'Units',
      published: false,
      // A blank entry mid-list keeps its place (a column of a table kept as parallel lists).
      bullets: ['first', '', 'second', 'third'],
      table: [
        { factory: 'A', score: '3', audited: false },
        { factory: 'B', score: '7', audited: true },
      ],
      contact: { site: '', note: 'Call first' },
    });
    expect(strictSchema(tree).parse(value)).toEqual({
      ...value,
      table: [
        { factory: 'A', score: 3, audited: false },
        { factory: 'B', score: 7, audited: true },
      ],
      contact: { site: null, note: 'Call first' },
    });
  });

  it('reads text without control characters, in rows and fieldsets too', () => {
    const tree = describeRecord(sample());
    const value = formDataToValue(
      tree,
      formData([
        ['title', 'Units\u0001\u000B'],
        ['bullets.0', 'first\u007F\u0085'],
        ['table.0.factory', 'A\uFFFE'],
        ['contact.note', 'Call\tfirst\r\n\u0000'],
      ]),
    );
    expect(value).toMatchObject({
      title: 'Units',
      bullets: ['first'],
      table: [{ factory: 'A' }],
      contact: { note: 'Call\tfirst\n' },
    });
  });

  it('names errors and fields with the same dotted paths', () => {
    const tree = describeRecord(sample());
    const value = formDataToValue(
      tree,
      formData([
        ['table.0.factory', 'A'],
        ['table.0.score', '1'],
        ['table.1.factory', 'B'],
        ['table.1.score', 'abc'],
        ['contact.site', 'javascript:alert(1)'],
      ]),
    );
    const result = strictSchema(tree).safeParse(value);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      'table.1.score': 'Enter a number',
      'contact.site': 'Enter a path starting with / or an http(s) address',
    });
    // After a 422 the form is filled from the rejected value, under the same names.
    expect(valueToFields(tree, value)).toEqual({
      title: '',
      published: false,
      'table.0.factory': 'A',
      'table.0.score': '1',
      'table.0.audited': false,
      'table.1.factory': 'B',
      'table.1.score': 'abc',
      'table.1.audited': false,
      'contact.site': 'javascript:alert(1)',
      'contact.note': '',
    });
  });
});

describe('field descriptions', () => {
  // Helpers of fields.ts and the arguments to make one; a new export must be added here.
  const helpers: Record<string, [unknown[], string]> = {
    count: [[], 'count'],
    text: [[], 'text'],
    optionalText: [[], 'optionalText'],
    flag: [[], 'flag'],
    image: [['photo'], 'image'],
    link: [[], 'link'],
    list: [[z.string()], 'list'],
    textList: [[], 'list'],
    record: [[{}], 'record'],
  };
  const notHelpers = ['parseWithScope', 'resolveUrl', 'fieldDescription', 'fieldDescriptions'];

  it('every field helper registers what it is', () => {
    const exported = Object.entries(fields).filter(([, value]) => typeof value === 'function');
    for (const [name, helper] of exported) {
      if (notHelpers.includes(name)) continue;
      expect(helpers, `${name} is a new export of fields.ts`).toHaveProperty(name);
      const [args, kind] = helpers[name]!;
      const schema = (helper as (...a: unknown[]) => z.ZodType)(...args);
      expect(fields.fieldDescription(schema), name).toMatchObject({ kind });
    }
    expect(fields.fieldDescription(fields.image('chart'))).toEqual({
      kind: 'image',
      placeholder: 'chart',
    });
  });

  it('refuses a schema without a description, naming its path', () => {
    const percent = () => z.unknown().transform(Number);
    expect(() => describeRecord(record({ unit: record({ share: percent() }) }))).toThrow(
      'unit.share',
    );
    expect(() => describeRecord(record({ rows: list(z.object({ a: z.string() })) }))).toThrow(
      'rows.*',
    );
    expect(() => describeRecord(z.object({}))).toThrow('(root)');
  });
});

describe('the picture addresses of a record (checked against the files the site has)', () => {
  const tree: RecordTree = {
    fields: [
      { name: 'logo', label: 'Logo', kind: 'image', placeholder: 'photo' },
      { name: 'title', label: 'Title', kind: 'text' },
      {
        name: 'gallery',
        label: 'Gallery',
        kind: 'list',
        item: { kind: 'image', placeholder: 'photo' },
      },
      {
        name: 'rows',
        label: 'Rows',
        kind: 'table',
        columns: [{ name: 'photo', label: 'Photo', kind: 'image', placeholder: 'photo' }],
      },
      {
        name: 'part',
        label: 'Part',
        kind: 'fieldset',
        fields: [{ name: 'chart', label: 'Chart', kind: 'image', placeholder: 'chart' }],
      },
    ],
  };
  const value = {
    logo: '/files/a/logo.png',
    title: '/not/a/picture',
    gallery: ['/g/0.webp', null, '/g/2.webp'],
    rows: [{ photo: '' }, { photo: '/r/1.jpg' }],
    part: { chart: '/c.webp' },
  };

  it('finds each one by its form name, and none of the empty ones or other fields', () => {
    expect(imageFieldValues(tree, value)).toEqual({
      logo: '/files/a/logo.png',
      'gallery.0': '/g/0.webp',
      'gallery.2': '/g/2.webp',
      'rows.1.photo': '/r/1.jpg',
      'part.chart': '/c.webp',
    });
  });

  it('puts a replacement in its place', () => {
    const copy = structuredClone(value);
    setFieldValue(copy, 'rows.1.photo', '/new.jpg');
    setFieldValue(copy, 'gallery.2', '/new-2.webp');
    setFieldValue(copy, 'logo', '/new-logo.png');
    expect(copy.rows[1]!.photo).toBe('/new.jpg');
    expect(copy.gallery[2]).toBe('/new-2.webp');
    expect(copy.logo).toBe('/new-logo.png');
    expect(copy.title).toBe('/not/a/picture');
  });
});
