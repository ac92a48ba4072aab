// npm run make:icons: draws the site's icons and its share picture from the logo (public/images/logo.svg) and
// writes them to public/: favicon.ico (16, 32 and 48 px), icons/icon-192.png and icon-512.png (the web
// manifest's), and images/share.png (1200 × 630, the picture a shared link shows). The files are committed;
// run this again only when the logo changes.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const logo = readFileSync("public/images/logo.svg");
const png = (size: number) =>
  sharp(logo, { density: (72 * size) / 40 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An .ico file holding PNG images (every browser since 2010 reads these). */
function icoOf(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

// The share picture: the logo on the brand's blue, with what the site does. No brand name (SPEC.md §1).
const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#1e40af"/>
  <g transform="translate(110 195) scale(6)">${logo.toString("utf8").replace(/^<svg[^>]*>|<\/svg>$/g, "")}</g>
  <g fill="#fff" font-family="DejaVu Sans, Noto Sans, sans-serif" font-weight="bold">
    <text x="420" y="290" font-size="64">Find and compare</text>
    <text x="420" y="370" font-size="64">colleges in India</text>
  </g>
  <text x="420" y="440" fill="#fdba74" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="34">Courses, fees, exams and NIRF ranks</text>
</svg>`;

const sizes = [16, 32, 48];
writeFileSync(
  "public/favicon.ico",
  icoOf(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))),
);
mkdirSync("public/icons", { recursive: true });
for (const size of [192, 512]) writeFileSync(`public/icons/icon-${size}.png`, await png(size));
writeFileSync(
  "public/images/share.png",
  await sharp(Buffer.from(share)).png({ palette: true, compressionLevel: 9 }).toBuffer(),
);
console.log("wrote public/favicon.ico, public/icons/icon-192.png, icon-512.png and public/images/share.png");
