import { describe, expect, it } from 'vitest';
import { chosenFiles, keptFiles, sentForm } from './edit-save';

const form = (entries: [string, string | File][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const png = (name: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('the files chosen with a refused save', () => {
  it('names each file chosen by its field; an empty file control is none', () => {
    const data = form([
      ['title', 'Hello'],
      ['featuredImageFile', png('team photo.png')],
      ['pictureFile', png('', 0)],
      ['rows.0.logoFile', png('logo\u0007.svg')],
    ]);
    expect(chosenFiles(data)).toEqual({
      featuredImage: 'team photo.png',
      'rows.0.logo': 'logo.svg',
    });
  });

  it('leaves out those stored or refused for what they are, keeping the rest as not kept', () => {
    const sent = sentForm(
      form([
        ['$version', '3'],
        ['logoFile', png('a.png')],
        ['pictureFile', png('b.png')],
      ]),
      {},
    );
    expect(sent.notKept).toEqual({ logo: 'a.png', picture: 'b.png' });
    keptFiles(sent, ['logo']);
    expect(sent.notKept).toEqual({ picture: 'b.png' });
  });
});
