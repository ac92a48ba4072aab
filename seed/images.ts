// Draws the demo images (college logos, program banners) as SVG and renders them as WebP to be stored with
// the uploads, so the demo never hot-links a picture from someone else's site.
import sharp from "sharp";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Initials for a logo: "IIT Delhi" → "ID", "SRCC" → "SRCC", "AIIMS Delhi" → "AD". */
function logoInitials(shortName: string): string {
  const words = shortName.split(/\s+/).filter(Boolean);
  if (words.length === 1) return words[0].slice(0, 4).toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => w[0])
    .join("")
    .toUpperCase();
}

export function logoSvg(shortName: string, [from, to]: [string, string]): string {
  const initials = escapeXml(logoInitials(shortName));
  const size = initials.length > 3 ? 34 : 44;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="160" height="160" rx="36" fill="url(#g)"/>
  <circle cx="80" cy="80" r="58" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
  <text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${initials}</text>
</svg>`;
}

export function programSvg(label: string, [from, to]: [string, string]): string {
  const text = escapeXml(label.slice(0, 6));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="480" height="300" fill="url(#g)"/>
  <circle cx="410" cy="40" r="110" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="60" cy="280" r="90" fill="#ffffff" fill-opacity="0.08"/>
  <path d="M190 96 l50 -24 l50 24 l-50 24 z" fill="#ffffff" fill-opacity="0.9"/>
  <path d="M210 108 v22 c0 10 60 10 60 0 v-22" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="6"/>
  <text x="240" y="200" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="56" fill="#ffffff">${text}</text>
</svg>`;
}

/** Renders an SVG as WebP. */
export function svgAsWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
