import sharp from 'sharp';
const [file, top = '0', height = '1400', out = '/tmp/crop.png'] = process.argv.slice(2);
const img = sharp(file); const m = await img.metadata();
const h = Math.min(Number(height), m.height - Number(top));
await sharp(file).extract({ left: 0, top: Number(top), width: m.width, height: h }).toFile(out);
console.log(m.width, m.height);
