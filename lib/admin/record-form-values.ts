import { formText } from './form-state';
import { joinName, type Field, type FormValues, type RecordTree, type Scalar } from './record-tree';

// A record's edit form: its value from the submitted form and back, the names of its fields.

/** Row indexes present under `prefix`, in numeric order (`rows.10` after `rows.2`). */
function rowIndexes(prefix: string, names: string[]): number[] {
  const indexes = new Set<number>();
  for (const name of names) {
    if (!name.startsWith(`${prefix}.`)) continue;
    const index = name.slice(prefix.length + 1).split('.')[0]!;
    if (/^(0|[1-9]\d{0,8})$/.test(index)) indexes.add(Number(index));
  }
  return [...indexes].sort((a, b) => a - b);
}

const isBlank = (value: unknown): boolean =>
  value === '' ||
  value === false ||
  value === null ||
  (typeof value === 'object' && Object.values(value).every(isBlank));

type Form = { data: FormData; names: string[] };

function scalarFromForm(item: Scalar, name: string, form: Form): unknown {
  if (item.kind === 'flag') return form.data.has(name);
  return formText(form.data, name);
}

function recordFromForm(fields: Field[], prefix: string, form: Form): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => [field.name, fieldFromForm(field, joinName(prefix, field.name), form)]),
  );
}

function fieldFromForm(field: Field, name: string, form: Form): unknown {
  switch (field.kind) {
    case 'list': {
      // Only the blank entries at the end go: the sustainability tables keep each
      // column as a list of its own, and a cell emptied mid-column keeps its row.
      const entries = rowIndexes(name, form.names).map((i) =>
        scalarFromForm(field.item, `${name}.${i}`, form),
      );
      while (entries.length > 0 && isBlank(entries.at(-1))) entries.pop();
      return entries;
    }
    case 'table':
      return rowIndexes(name, form.names)
        .map((i) => recordFromForm(field.columns, `${name}.${i}`, form))
        .filter((row) => !isBlank(row));
    case 'fieldset':
      return recordFromForm(field.fields, name, form);
    default:
      return scalarFromForm(field, name, form);
  }
}

/**
 * The edited record as submitted, before validation: text as typed, counts as
 * strings, an absent checkbox false, blank rows dropped and the rest renumbered.
 */
export function formDataToValue(tree: RecordTree, formData: FormData): Record<string, unknown> {
  return recordFromForm(tree.fields, '', { data: formData, names: [...new Set(formData.keys())] });
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const asRows = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function scalarToField(item: Scalar, value: unknown): string | boolean {
  if (item.kind === 'flag') return value === true;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : '';
}

function fillFields(out: FormValues, fields: Field[], prefix: string, value: unknown) {
  const record = asRecord(value);
  for (const field of fields) {
    const name = joinName(prefix, field.name);
    const fieldValue = record[field.name];
    if (field.kind === 'list') {
      asRows(fieldValue).forEach((v, i) => (out[`${name}.${i}`] = scalarToField(field.item, v)));
    } else if (field.kind === 'table') {
      asRows(fieldValue).forEach((v, i) => fillFields(out, field.columns, `${name}.${i}`, v));
    } else if (field.kind === 'fieldset') {
      fillFields(out, field.fields, name, fieldValue);
    } else {
      out[name] = scalarToField(field, fieldValue);
    }
  }
}

/** A form's values for a stored body or a rejected submission: form name → text or checked. */
export function valueToFields(tree: RecordTree, value: unknown): FormValues {
  const out: FormValues = {};
  fillFields(out, tree.fields, '', value);
  return out;
}

/** `table.2.factory` → "Table, row 3, Factory": how the error summary names a field. */
export function describeFieldName(fields: Field[], name: string): string {
  const parts = name.split('.');
  const words: string[] = [];
  let level: Field[] = fields;
  for (let i = 0; i < parts.length; i++) {
    const field = level.find((f) => f.name === parts[i]);
    if (!field) {
      // A picture's upload and alt text (`certificateFile`, `certificateAlt`).
      const [, base, extra] = /^(.+)(File|Alt)$/.exec(parts[i]!) ?? [];
      const picture = i === parts.length - 1 && level.find((f) => f.name === base);
      if (!picture) return name;
      words.push(`${picture.label}, ${extra === 'File' ? 'upload' : 'alt text'}`);
      break;
    }
    words.push(field.label);
    if (field.kind === 'fieldset') level = field.fields;
    else if (field.kind === 'table' || field.kind === 'list') {
      const row = Number(parts[i + 1]);
      if (Number.isInteger(row)) {
        words.push(`${field.kind === 'table' ? 'row' : 'entry'} ${row + 1}`);
        i += 1;
      }
      level = field.kind === 'table' ? field.columns : [];
    } else level = [];
  }
  return words.join(', ');
}

/**
 * The pictures of a record that get an upload control: each image field outside
 * lists and tables (a table's cell stays an address).
 */
export function pictureFieldNames(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const name = joinName(prefix, field.name);
    if (field.kind === 'fieldset') return pictureFieldNames(field.fields, name);
    return field.kind === 'image' ? [name] : [];
  });
}

/** Every picture address of a record's value, by form name (`logo`, `gallery.2`, `rows.0.photo`). */
export function imageFieldValues(tree: RecordTree, value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (fields: Field[], prefix: string, at: unknown) => {
    const record = asRecord(at);
    for (const field of fields) {
      const name = joinName(prefix, field.name);
      const fieldValue = record[field.name];
      if (field.kind === 'list') {
        if (field.item.kind === 'image')
          asRows(fieldValue).forEach((v, i) => {
            if (typeof v === 'string' && v) out[`${name}.${i}`] = v;
          });
      } else if (field.kind === 'table')
        asRows(fieldValue).forEach((v, i) => walk(field.columns, `${name}.${i}`, v));
      else if (field.kind === 'fieldset') walk(field.fields, name, fieldValue);
      else if (field.kind === 'image' && typeof fieldValue === 'string' && fieldValue)
        out[name] = fieldValue;
    }
  };
  walk(tree.fields, '', value);
  return out;
}

/** Sets the value at a form name (`rows.0.photo`) inside a record's value. */
export function setFieldValue(value: Record<string, unknown>, name: string, to: unknown) {
  const parts = name.split('.');
  let at: unknown = value;
  for (const part of parts.slice(0, -1)) at = (at as Record<string, unknown> | undefined)?.[part];
  if (at && typeof at === 'object') (at as Record<string, unknown>)[parts.at(-1)!] = to;
}
