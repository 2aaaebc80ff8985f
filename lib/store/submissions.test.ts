import { describe, expect, it } from 'vitest';
import { BYTE_ORDER_MARK, toCsv } from './submissions';

const COLUMNS = ['id', 'createdAt', 'name', 'phone', 'email', 'subject', 'note', 'handledAt'];
const message = (fields: Record<string, unknown>) => ({
  id: 7,
  createdAt: '2026-11-26T23:33:00.000Z',
  name: 'Rina Akter',
  phone: '+8801700000000',
  email: 'rina@example.com',
  subject: 'Samples',
  note: '',
  handledAt: null,
  ...fields,
});
const rows = (csv: string) => csv.slice(1).split('\r\n');
/** One cell of the first data row, as written in the file. */
const cellOf = (csv: string, column: string) => {
  const cells = rows(csv)[1]!.match(/"(?:[^"]|"")*"/g)!;
  return cells[COLUMNS.indexOf(column)]!;
};

describe('the inbox CSV', () => {
  it('starts with a UTF-8 byte-order mark, so Excel reads Bangla and accents', () => {
    const csv = toCsv([message({ name: 'রিনা আক্তার', subject: 'Zoë’s order' })], COLUMNS);
    expect(csv.startsWith(BYTE_ORDER_MARK)).toBe(true);
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(cellOf(csv, 'name')).toBe('"রিনা আক্তার"');
    expect(cellOf(csv, 'subject')).toBe('"Zoë’s order"');
  });

  it('gives times in Bangladesh time and names the zone in the header', () => {
    const csv = toCsv([message({ handledAt: '2026-11-27T04:00:09.000Z' })], COLUMNS);
    expect(rows(csv)[0]).toBe(
      '"id","createdAt (Bangladesh time, Asia/Dhaka)","name","phone","email","subject","note","handledAt (Bangladesh time, Asia/Dhaka)"',
    );
    expect(cellOf(csv, 'createdAt')).toBe('"2026-11-27 05:33:00"');
    expect(cellOf(csv, 'handledAt')).toBe('"2026-11-27 10:00:09"');
    expect(cellOf(toCsv([message({})], COLUMNS), 'handledAt')).toBe('""');
  });

  it('writes a phone number as text with no apostrophe: a string literal, nothing that runs', () => {
    for (const [phone, cell] of [
      ['+8801700000000', '"=""+8801700000000"""'],
      ['+880 1711-000000', '"=""+880 1711-000000"""'],
      ['01711000000', '"=""01711000000"""'],
      ['(02) 9881234', '"=""(02) 9881234"""'],
    ])
      expect(cellOf(toCsv([message({ phone })], COLUMNS), 'phone'), phone).toBe(cell);
  });

  it('neutralises every other cell that a spreadsheet would read as a formula (OWASP)', () => {
    const hostile = {
      phone: "+1+cmd|' /C calc'!A0",
      name: '=HYPERLINK("https://evil.example","Click")',
      email: '@SUM(1+1)',
      subject: '-2+3',
      note: '\t=1+1',
    };
    const csv = toCsv([message(hostile)], COLUMNS);
    expect(cellOf(csv, 'phone')).toBe(`"'+1+cmd|' /C calc'!A0"`);
    expect(cellOf(csv, 'name')).toBe(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(cellOf(csv, 'email')).toBe(`"'@SUM(1+1)"`);
    expect(cellOf(csv, 'subject')).toBe(`"'-2+3"`);
    expect(cellOf(csv, 'note')).toBe(`"'\t=1+1"`);
    // A phone-shaped value outside the phone column is visitor text like any other.
    expect(cellOf(toCsv([message({ subject: '+8801700000000' })], COLUMNS), 'subject')).toBe(
      `"'+8801700000000"`,
    );
    // Carriage return first, and a quote that tries to close the literal early.
    expect(cellOf(toCsv([message({ note: '\r=1' })], COLUMNS), 'note')).toBe(`"'\r=1"`);
    expect(cellOf(toCsv([message({ phone: '+880"&A1&"' })], COLUMNS), 'phone')).toBe(
      `"'+880""&A1&"""`,
    );
  });
});
