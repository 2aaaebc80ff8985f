import { SaxesParser } from 'saxes';

/** The text of each element named `name`, read by a strict XML 1.0 parser (it throws on any error). */
export function strictlyParsed(xml: string, name: string): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const texts: string[] = [];
  let inside = false;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    inside = tag.name === name;
    if (inside) texts.push('');
  });
  parser.on('text', (text) => {
    if (inside) texts[texts.length - 1] += text;
  });
  parser.on('closetag', () => {
    inside = false;
  });
  parser.write(xml).close();
  return texts;
}
