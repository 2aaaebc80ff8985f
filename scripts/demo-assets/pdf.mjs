/** The demo PDFs: the brochure and one file per publication and magazine issue. */
import { headlineIndex, HEADLINES, issueLabel } from './issues.mjs';

/** A one-page PDF with a navy header band, a title line and a few lines of text. */
function pdf(title, subtitle, lines) {
  const win = (str) =>
    str
      .replace(/—/g, '\x97')
      .replace(/–/g, '\x96')
      .replace(/[\\()]/g, (m) => `\\${m}`);
  const hex16 = (str) =>
    `<FEFF${[...str]
      .map((c) => c.charCodeAt(0).toString(16).padStart(4, '0'))
      .join('')
      .toUpperCase()}>`;
  let body = '';
  body += '0.043 0.145 0.271 rg 0 742 595 100 re f\n';
  body += '0.949 0.647 0.255 rg 0 738 595 4 re f\n';
  body += 'BT /F2 11 Tf 3 Tc 1 1 1 rg 56 790 Td (MASCO GROUP) Tj ET\n';
  body += `BT /F1 9 Tf 1 Tc 0.83 0.87 0.92 rg 56 770 Td (${win('KNIT COMPOSITE GARMENTS · SINCE 1999')}) Tj ET\n`;
  body += `BT /F2 22 Tf 0 Tc 0.043 0.145 0.271 rg 56 680 Td (${win(title)}) Tj ET\n`;
  body += `BT /F1 12 Tf 0.357 0.42 0.498 rg 56 654 Td (${win(subtitle)}) Tj ET\n`;
  body += '0.075 0.514 0.478 rg 56 630 60 3 re f\n';
  body += `BT /F1 11 Tf 0.17 0.18 0.21 rg 14 TL 56 600 Td ${lines.map((l) => `(${win(l)}) '`).join(' ')} ET\n`;
  body += `BT /F1 8 Tf 0.66 0.7 0.76 rg 56 40 Td (${win('© Masco Group. Demonstration document for the website.')}) Tj ET\n`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${hex16(title)} /Author (Masco Group) /Producer (make-demo-assets) >>`,
  ];
  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export function pdfFor(name) {
  if (name === 'masco-group-brochure')
    return pdf(
      'Masco Group — Company Brochure',
      'Knitting, dyeing, printing, embroidery, washing and sewing under one roof',
      [
        'Founded in 1999, Masco Group is a knit composite garment manufacturer',
        'in Bangladesh with about 18,000 members.',
        '',
        'Beyond apparel, the group runs a cricket academy, a school, a dairy farm,',
        'property and motors businesses.',
      ],
    );
  const [kind, num] = name.split('-');
  const n = Number(num);
  const label = kind === 'publication' ? 'Masco Quarterly' : 'Masco Magazine';
  return pdf(`${label} — ${issueLabel(kind, n)}`, HEADLINES[headlineIndex(kind, n)], [
    'News and stories from the people, factories and programmes of Masco Group.',
    '',
    'This file stands in for the full issue on the demonstration website.',
  ]);
}
