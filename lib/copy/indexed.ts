/**
 * What the search index reads of each page's copy: lib/search/site-page-sources.ts
 * lists each page's pieces of copy, and this, for each piece in that order, the
 * fields that are the page's words (`a.b` a key's value, `[]` each item of a list,
 * '' the piece itself, a string). A key not named here is not indexed: a new key is
 * declared here or stays out of search. lib/search/site-pages.test.ts holds every
 * field to its copy.
 */
// prettier-ignore
export const INDEXED_FIELDS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  '/': [
    ['hero.eyebrow', 'hero.title', 'hero.text', 'intro.title', 'intro.paragraphs[]', 'apparel[].label', 'apparel[].text', 'nonApparel[].label', 'nonApparel[].text', 'mission', 'vision', 'values[].name', 'values[].text', 'management.title', 'management.quote', 'counters[].label', 'sustainability.title', 'sustainability.text', 'overview.title', 'overview.years'],
  ],
  '/masco-at-a-glance': [
    ['title', 'intro'],
    ['[].label'],
    ['[].title', '[].fallback'],
    ['title', 'intro', 'items[].name', 'items[].title', 'items[].text'],
  ],
  '/awards': [
    ['title', 'intro'],
  ],
  '/management-message': [
    ['title', 'chairman.name', 'chairman.role', 'greeting', 'paragraphs[]'],
  ],
  '/clients-logo': [
    ['title', 'intro'],
  ],
  '/yarn-dyeing': [
    ['title', 'intro', 'factories[].title', 'factories[].name', 'factories[].address', 'factories[].summary', 'factories[].figures[].label'],
  ],
  '/dyeing': [
    ['title', 'intro', 'factories[].title', 'factories[].name', 'factories[].address', 'factories[].establishedNote', 'factories[].summary', 'factories[].figures[].label'],
  ],
  '/washing': [
    ['title', 'intro', 'factories[].title', 'factories[].name', 'factories[].address', 'factories[].summary', 'factories[].figures[].label', 'capabilities[]', 'eco[].title', 'eco[].text'],
  ],
  '/sewing-thread': [
    ['title', 'intro', 'factories[].title', 'factories[].name', 'factories[].address', 'factories[].products', 'factories[].summary', 'factories[].details', 'factories[].figures[].label', 'yarnCounts[]', 'lab[]'],
  ],
  '/sewing': [
    ['title', 'intro', 'factories[].title', 'factories[].name', 'factories[].address', 'factories[].summary', 'factories[].figures[].label', 'factories[].establishedNote', 'factories[].link.label'],
  ],
  '/fabric-r&d': [
    ['title', 'intro[]', 'services[].title', 'services[].text'],
  ],
  '/knitting': [
    ['title', 'intro', 'factories[].title', 'factories[].name', 'factories[].address', 'factories[].summary', 'factories[].figures[].label', 'machines[].fabric', 'machines[].diameter'],
  ],
  '/printing-embroidery': [
    ['title', 'intro', 'factories[].title', 'factories[].name', 'factories[].address', 'factories[].products', 'factories[].summary', 'factories[].figures[].label'],
  ],
  '/design-hub': [
    ['title', 'intro', 'offers[].title', 'offers[].text', 'process[].step', 'process[].text'],
  ],
  '/masco-cricket-academy': [
    ['title', 'eyebrow', 'intro', 'facts[].label', 'facts[].value', 'blocks[].eyebrow', 'blocks[].title', 'blocks[].paragraphs[]', 'blocks[].aside.title', 'blocks[].aside.items[]', 'blocks[].intro', 'blocks[].cards[].title', 'blocks[].cards[].detail', 'blocks[].cards[].text', 'blocks[].tables[].caption', 'blocks[].tables[].columns[]', 'blocks[].tables[].rows[][]', 'blocks[].tiles[].title', 'blocks[].tiles[].text', 'contact.title', 'contact.text', 'contact.action'],
  ],
  '/masco-school': [
    ['title', 'eyebrow', 'intro', 'facts[].value', 'facts[].label', 'blocks[].eyebrow', 'blocks[].title', 'blocks[].paragraphs[]', 'blocks[].aside.title', 'blocks[].aside.items[]', 'blocks[].cards[].title', 'blocks[].cards[].text', 'contact.title', 'contact.text', 'contact.action'],
  ],
  '/masco-dairy-firm': [
    ['title', 'eyebrow', 'intro', 'facts[].label', 'facts[].value', 'blocks[].eyebrow', 'blocks[].title', 'blocks[].paragraphs[]', 'blocks[].aside.title', 'blocks[].aside.items[]', 'blocks[].steps[].title', 'blocks[].steps[].text', 'contact.title', 'contact.text', 'contact.action'],
  ],
  '/masminu-motors': [
    ['title', 'eyebrow', 'intro', 'facts[].value', 'facts[].label', 'blocks[].eyebrow', 'blocks[].title', 'blocks[].paragraphs[]', 'blocks[].cards[].title', 'blocks[].cards[].text', 'contact.title', 'contact.text', 'contact.action'],
  ],
  '/masco-properties': [
    ['title', 'eyebrow', 'intro', 'facts[].label', 'blocks[].eyebrow', 'blocks[].title', 'blocks[].paragraphs[]', 'blocks[].aside.title', 'blocks[].aside.items[]', 'blocks[].intro', 'blocks[].tables[].caption', 'blocks[].tables[].columns[]', 'blocks[].tables[].rows[][]', 'contact.title', 'contact.text', 'contact.action'],
  ],
  '/masco-share&security': [
    ['title', 'eyebrow', 'intro', 'facts[].value', 'facts[].label', 'blocks[].eyebrow', 'blocks[].title', 'blocks[].paragraphs[]', 'blocks[].cards[].title', 'blocks[].cards[].text', 'contact.title', 'contact.text', 'contact.action'],
  ],
  '/sustainability': [
    ['title', 'eyebrow', 'intro'],
    ['[].label', '[].intro'],
    ['higgTable.caption', 'higgTable.columns[]'],
    ['initiativesLabel', 'topics[].title', 'chemical.title', 'chemical.initiatives[]', 'wasteWaterTable.caption', 'wasteWaterTable.columns[]', 'chemicalTable.caption', 'chemicalTable.columns[]', 'chemicalCertificate', 'airEmission.caption'],
    ['complianceTable.caption', 'complianceTable.factoryColumn', 'community.title', 'people.title', 'program.title', 'program.items[].title', 'program.gbavTitle', 'recognition.title', 'recognition.driversTitle'],
    ['[]'],
    ['[].label'],
    ['[].title', '[].summary', '[].text[]'],
    ['[].title', '[].summary', '[].text[]'],
    ['topics[].title', 'chemicalTable.caption', 'chemicalTable.columns[]'],
  ],
  '/career': [
    [''],
    [''],
    ['eyebrow', 'title'],
    ['eyebrow', 'title', 'items[].title', 'items[].text'],
  ],
  '/contact-us': [
    ['title', 'eyebrow', 'intro', 'form.eyebrow', 'form.title', 'shortcuts.eyebrow', 'shortcuts.title', 'shortcuts.items[].title', 'shortcuts.items[].text', 'shortcuts.items[].action'],
    [''],
    [''],
    [''],
  ],
  '/green-tour': [
    ['title', 'intro', 'factory', 'figures[].label', 'figures[].value', 'initiatives[]', 'schedule[]', 'rules[]', 'booking.email', 'booking.subject', 'booking.text'],
  ],
  '/media': [
    [''],
    [''],
    [''],
    [''],
    [''],
    [''],
  ],
};
