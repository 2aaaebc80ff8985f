import { describe, expect, it } from 'vitest';
import { INDEXED_FIELDS } from '@/lib/copy/indexed';
import { isProse, plainText, proseOf } from './site-pages';
import { sources } from './site-page-sources';

/** How the site's pages' copy is read for search: the declared fields, prose only. */
describe('the copy walk', () => {
  it('reads the declared fields only: a key not declared is not indexed', () => {
    const copy = {
      title: 'Knitting unit',
      intro: 'Every garment',
      newKey: 'Words nobody declared',
    };
    expect(proseOf(copy, ['title', 'intro'])).toEqual(['Knitting unit', 'Every garment']);
    expect(proseOf(copy, ['title'])).toEqual(['Knitting unit']);
    expect(proseOf('A piece that is a string', [''])).toEqual(['A piece that is a string']);
    expect(proseOf('A piece that is a string', [])).toEqual([]);
  });

  it('declares fields that each find words in their copy, one list per piece of copy', () => {
    for (const source of sources()) {
      const declared = INDEXED_FIELDS[source.path] ?? [];
      expect(declared.length, source.path).toBe(source.copy.length);
      source.copy.forEach((piece, i) => {
        for (const field of declared[i]!)
          expect(proseOf(piece, [field]).length, `${source.path} #${i}: ${field}`).toBeGreaterThan(
            0,
          );
      });
    }
  });

  it('keeps prose and skips addresses, files, ids, classes, numbers and keys not declared', () => {
    const copy = {
      id: 'yarn-dyeing',
      path: '/knitting',
      description: 'The meta description',
      title: 'Knitting unit',
      intro: '  Every garment\n starts   here. ',
      established: 2010,
      open: true,
      play: (title: string) => `Play ${title}`,
      figures: [
        { field: 'monthly_capacity', label: 'Monthly capacity', unit: 'tons' },
        { field: 'man_power', label: 'Man Power' },
      ],
      links: ['https://example.com/x', 'mailto:info@mascobd.com', 'www.example.com', '#top'],
      images: ['/demo/photos/photo-01.webp', 'chairman.svg', 'photo.JPG?w=200', 'a.png'],
      ids: ['futurePlan', 'concept_knitting_certificate', 'mt-2 text-sm md:grid-cols-3', '18rem'],
      numbers: ['2021', '20%', '14–36', '+880 2 9822286', '12-02-2022'],
      mixed: ['150D', 'more than 30%', '30–40 inch', 'Auto-stripe machines (II)'],
      empty: 'Shown only when there is nothing',
    };
    const fields = [
      'title',
      'intro',
      'figures[].label',
      'links[]',
      'images[]',
      'ids[]',
      'numbers[]',
      'mixed[]',
    ];
    expect(proseOf(copy, fields)).toEqual([
      'Knitting unit',
      'Every garment starts here.',
      'Monthly capacity',
      'Man Power',
      '150D',
      'more than 30%',
      '30–40 inch',
      'Auto-stripe machines (II)',
    ]);
  });

  it('reduces markup to its text, entities and all', () => {
    expect(plainText('<p>Organic <strong>cotton</strong></p><br/>GOTS')).toBe(
      'Organic cotton GOTS',
    );
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt; R&amp;D&nbsp;lab')).toBe(
      'alert(1) R&D lab',
    );
    expect(plainText('<<b>i>x')).not.toMatch(/<\p{L}/u);
    expect(plainText('a < b and 3<4')).toBe('a < b and 3<4');
    expect(plainText('Mark\u0001ed\u0002 text')).toBe('Marked text');
    expect(proseOf(['<img src="/x.png">', '<a href="https://x.y">Read</a>'], ['[]'])).toEqual([
      'Read',
    ]);
  });

  it('reads as prose what has letters and is not an address, a file or an id', () => {
    expect(isProse('Washing capacity')).toBe(true);
    expect(isProse('info@mascobd.com')).toBe(true);
    expect(isProse('Date: 12 May')).toBe(true);
    expect(isProse('http://x')).toBe(false);
    expect(isProse('./logo.svg')).toBe(false);
    expect(isProse('2023')).toBe(false);
  });
});
