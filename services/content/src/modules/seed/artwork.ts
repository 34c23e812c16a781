// The demo content's images, drawn as SVG: covers, avatars and gallery shots the platform serves itself, each
// with its size in its viewBox.

export interface Artwork {
  name: string;
  svg: string;
  width: number;
  height: number;
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (character) => xmlEntities[character]!);

/** Words into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>\n`;

export interface Palette {
  from: string;
  to: string;
  accent: string;
}

/** A post's cover (1200 × 630, the Open Graph size): its category and title over a gradient with soft shapes. */
export function coverArt(name: string, title: string, kicker: string, palette: Palette): Artwork {
  const [width, height] = [1200, 630];
  const lines = wrap(title, 30).slice(0, 3);
  const text = lines.map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 64}">${escapeXml(line)}</tspan>`).join('');
  const body = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="1040" cy="120" r="220" fill="${palette.accent}" opacity="0.25"/>`,
    `<circle cx="1120" cy="560" r="140" fill="#ffffff" opacity="0.12"/>`,
    `<path d="M0 520 C 240 460, 420 600, 700 540 S 1100 470, 1200 520 V 630 H 0 Z" fill="#ffffff" opacity="0.1"/>`,
    `<text x="80" y="150" fill="#ffffff" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" letter-spacing="4">${escapeXml(kicker.toUpperCase())}</text>`,
    `<text x="80" y="260" fill="#ffffff" font-family="Helvetica, Arial, sans-serif" font-size="56" font-weight="700">${text}</text>`,
    `<text x="80" y="580" fill="#ffffff" font-family="Helvetica, Arial, sans-serif" font-size="24" opacity="0.85">Maple Builders · Edmonton</text>`,
  ].join('');
  return { name, svg: svg(width, height, title, body), width, height };
}

/** A team member's avatar (256 × 256): initials on a coloured circle. */
export function avatarArt(name: string, person: string, colour: string): Artwork {
  const initials = person
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const body = [
    `<rect width="256" height="256" fill="#f4f1ea"/>`,
    `<circle cx="128" cy="128" r="120" fill="${colour}"/>`,
    `<text x="128" y="150" text-anchor="middle" fill="#ffffff" font-family="Helvetica, Arial, sans-serif" font-size="84" font-weight="700">${escapeXml(initials)}</text>`,
  ].join('');
  return { name, svg: svg(256, 256, person, body), width: 256, height: 256 };
}

/** A portfolio screenshot (1200 × 800): a browser window showing a page of the site, in the client's colours. */
export function galleryArt(name: string, caption: string, heading: string, palette: Palette): Artwork {
  const [width, height] = [1200, 800];
  const body = [
    `<rect width="${width}" height="${height}" fill="#eef1f5"/>`,
    `<rect x="60" y="50" width="1080" height="700" rx="16" fill="#ffffff" stroke="#d5dbe3"/>`,
    `<rect x="60" y="50" width="1080" height="52" rx="16" fill="#e3e8ef"/>`,
    `<circle cx="96" cy="76" r="9" fill="#e5534b"/><circle cx="124" cy="76" r="9" fill="#e0a82e"/><circle cx="152" cy="76" r="9" fill="#3fb950"/>`,
    `<rect x="200" y="63" width="640" height="26" rx="13" fill="#ffffff"/>`,
    `<rect x="60" y="102" width="1080" height="280" fill="${palette.from}"/>`,
    `<rect x="60" y="102" width="1080" height="280" fill="${palette.to}" opacity="0.45"/>`,
    `<text x="110" y="230" fill="#ffffff" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700">${escapeXml(heading)}</text>`,
    `<rect x="110" y="270" width="220" height="54" rx="27" fill="${palette.accent}"/>`,
    `<text x="220" y="305" text-anchor="middle" fill="#ffffff" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700">Book now</text>`,
    ...[0, 1, 2].map(
      (column) =>
        `<rect x="${110 + column * 340}" y="420" width="300" height="260" rx="12" fill="#f4f6f9" stroke="#e1e6ed"/>` +
        `<rect x="${140 + column * 340}" y="450" width="240" height="120" rx="8" fill="${palette.from}" opacity="0.2"/>` +
        `<rect x="${140 + column * 340}" y="595" width="200" height="16" rx="8" fill="#c7cfd9"/>` +
        `<rect x="${140 + column * 340}" y="625" width="150" height="16" rx="8" fill="#dde3ea"/>`,
    ),
  ].join('');
  return { name, svg: svg(width, height, caption, body), width, height };
}
