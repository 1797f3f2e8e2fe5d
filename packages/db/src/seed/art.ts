// Generated label art for the demo catalogue: plain SVG strings, deterministic, a few KB each.

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Colour by style, as a bartender would picture the beer. */
function paletteFor(style: string): [string, string, string] {
  const s = style.toLowerCase();
  if (/stout|porter|brown|dark/.test(s)) return ['#2b1a12', '#5a3a22', '#f3d9a4'];
  if (/sour|gose|fruit|radler|berry/.test(s)) return ['#b83266', '#f08aa8', '#fff4f7'];
  if (/cider|perry|pear/.test(s)) return ['#4d7c0f', '#a3c94a', '#fbffe9'];
  if (/seltzer|non-alc/.test(s)) return ['#0e7490', '#67c7d9', '#effcff'];
  if (/ipa|xpa|pale/.test(s)) return ['#8a6a05', '#e2b53a', '#fff8e1'];
  if (/red|amber|strong/.test(s)) return ['#8c2f1b', '#d9793f', '#fff1e6'];
  return ['#b45309', '#f2b84b', '#fffaf0'];
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

type Container = 'can' | 'bottle' | 'keg' | 'growler';

/** The container a product is pictured in: what it is mostly poured or sold from. */
function containerFor(product: { style: string; packs: string; slug: string }): Container {
  const s = product.style.toLowerCase();
  if (product.packs === 'cans-only') return 'can';
  if (product.packs === 'cider') return /perry|pear|fruit/.test(s) ? 'can' : 'bottle';
  if (/stout|porter|strong|saison|brown/.test(s)) return 'bottle';
  if (/lager|pilsner|wheat|golden|amber|red/.test(s)) return hash(product.slug) % 3 === 0 ? 'growler' : 'keg';
  return 'can';
}

function labelLines(name: string, width: number, x: number, y: number, size: number, fill: string): string {
  return wrap(name, width)
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * (size + 4)}" text-anchor="middle" font-family="Georgia, serif" font-size="${size}" font-weight="700" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function containerShape(
  kind: Container,
  body: string,
  trim: string,
  label: string,
  liquid: string,
  product: { name: string; style: string; abv: number },
  supplierName: string,
): string {
  const meta = `${escapeXml(product.style)} · ${product.abv.toFixed(1)}%`;
  const maker = escapeXml(supplierName.toUpperCase());
  /** the maker's name fits the label's width: letters of about 0.8 em with their spacing */
  const makerSize = (width: number, largest: number) => Math.min(largest, Math.floor((width / (supplierName.length * 0.8)) * 10) / 10);
  if (kind === 'can') {
    return `<rect x="128" y="70" width="144" height="262" rx="16" fill="${body}"/>
<rect x="128" y="70" width="144" height="262" rx="16" fill="url(#shine)"/>
<rect x="134" y="58" width="132" height="18" rx="6" fill="#c9ccd1"/><rect x="134" y="326" width="132" height="14" rx="6" fill="#aeb2b8"/>
<rect x="128" y="150" width="144" height="112" fill="${label}"/>
<rect x="128" y="150" width="144" height="6" fill="${trim}"/><rect x="128" y="256" width="144" height="6" fill="${trim}"/>
<text x="200" y="120" text-anchor="middle" font-family="Arial, sans-serif" font-size="${makerSize(130, 11)}" letter-spacing="1" fill="${label}">${maker}</text>
${labelLines(product.name, 11, 200, 190, 19, body)}
<text x="200" y="300" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" fill="${label}">${meta}</text>`;
  }
  if (kind === 'bottle') {
    return `<path d="M182 40h36v70c0 18 42 30 42 70v150a14 14 0 0 1-14 14h-92a14 14 0 0 1-14-14V180c0-40 42-52 42-70z" fill="${liquid}"/>
<path d="M182 40h36v70c0 18 42 30 42 70v150a14 14 0 0 1-14 14h-92a14 14 0 0 1-14-14V180c0-40 42-52 42-70z" fill="url(#shine)"/>
<rect x="178" y="30" width="44" height="18" rx="4" fill="${trim}"/>
<rect x="140" y="196" width="120" height="110" rx="6" fill="${label}" stroke="${trim}" stroke-width="3"/>
<text x="200" y="216" text-anchor="middle" font-family="Arial, sans-serif" font-size="${makerSize(110, 9)}" letter-spacing="1" fill="${body}">${maker}</text>
${labelLines(product.name, 12, 200, 240, 15, body)}
<text x="200" y="298" text-anchor="middle" font-family="Arial, sans-serif" font-size="10" fill="${body}">${meta}</text>
<rect x="182" y="118" width="36" height="28" rx="4" fill="${trim}"/>`;
  }
  if (kind === 'growler') {
    return `<path d="M176 60h48v36c0 10 52 28 52 78v152a18 18 0 0 1-18 18H142a18 18 0 0 1-18-18V174c0-50 52-68 52-78z" fill="${liquid}"/>
<path d="M176 60h48v36c0 10 52 28 52 78v152a18 18 0 0 1-18 18H142a18 18 0 0 1-18-18V174c0-50 52-68 52-78z" fill="url(#shine)"/>
<path d="M224 88c40 0 46 70 14 82" fill="none" stroke="${liquid}" stroke-width="12" stroke-linecap="round"/>
<rect x="170" y="44" width="60" height="24" rx="6" fill="#30343a"/>
<circle cx="200" cy="250" r="62" fill="${label}" stroke="${trim}" stroke-width="4"/>
<text x="200" y="218" text-anchor="middle" font-family="Arial, sans-serif" font-size="${makerSize(100, 9)}" letter-spacing="1" fill="${body}">${maker}</text>
${labelLines(product.name, 11, 200, 244, 14, body)}
<text x="200" y="296" text-anchor="middle" font-family="Arial, sans-serif" font-size="10" fill="${body}">${meta}</text>`;
  }
  return `<rect x="110" y="66" width="180" height="270" rx="20" fill="#b7bcc3"/>
<rect x="110" y="66" width="180" height="270" rx="20" fill="url(#shine)"/>
<rect x="104" y="100" width="192" height="14" rx="7" fill="#8f959d"/><rect x="104" y="288" width="192" height="14" rx="7" fill="#8f959d"/>
<rect x="150" y="48" width="100" height="26" rx="6" fill="#6b7178"/><rect x="186" y="38" width="28" height="14" rx="3" fill="${trim}"/>
<rect x="126" y="134" width="148" height="138" rx="10" fill="${label}" stroke="${body}" stroke-width="5"/>
<text x="200" y="156" text-anchor="middle" font-family="Arial, sans-serif" font-size="${makerSize(136, 9)}" letter-spacing="1" fill="${body}">${maker}</text>
${labelLines(product.name, 12, 200, 184, 17, body)}
<text x="200" y="262" text-anchor="middle" font-family="Arial, sans-serif" font-size="11" fill="${body}">${meta}</text>`;
}

/**
 * A product shot: the container it ships in (can, bottle, growler or keg), wearing the supplier's colours
 * (hue from the supplier, as its logo) with the product's name, style and strength on the label,
 * in front of a backdrop coloured by the style.
 */
export function productArt(
  product: { slug: string; name: string; style: string; abv: number; packs: string },
  supplier: { slug: string; name: string },
): string {
  const [deep, bright, light] = paletteFor(product.style);
  const hue = hash(supplier.slug) % 360;
  const body = `hsl(${hue} 45% 30%)`;
  const trim = `hsl(${(hue + 40) % 360} 70% 55%)`;
  const label = `hsl(${hue} 60% 94%)`;
  const kind = containerFor(product);
  const liquid =
    kind !== 'bottle' ? bright : /stout|porter|brown/i.test(product.style) ? '#2a1a10' : product.packs === 'cider' ? '#9c7a1c' : '#6b3a12';
  const h = hash(product.slug);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(product.name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${bright}"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".18"/><stop offset=".3" stop-color="#fff" stop-opacity=".28"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
<circle cx="${60 + (h % 280)}" cy="${40 + (h % 60)}" r="${90 + (h % 40)}" fill="#fff" opacity=".18"/>
<rect y="340" width="400" height="60" fill="${deep}" opacity=".22"/>
<ellipse cx="200" cy="344" rx="110" ry="10" fill="#000" opacity=".18"/>
${containerShape(kind, body, trim, label, liquid, product, supplier.name)}
</svg>
`;
}

export function logoArt(organisation: { slug: string; name: string }, shape: 'circle' | 'square'): string {
  const hue = hash(organisation.slug) % 360;
  const initials = organisation.name
    .replace(/[^A-Za-z ]/g, '')
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const background =
    shape === 'circle'
      ? `<circle cx="100" cy="100" r="96" fill="hsl(${hue} 45% 30%)"/>`
      : `<rect x="4" y="4" width="192" height="192" rx="36" fill="hsl(${hue} 45% 30%)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(organisation.name)}">
${background}<circle cx="100" cy="100" r="78" fill="none" stroke="hsl(${hue} 60% 80%)" stroke-width="3" opacity=".6"/>
<text x="100" y="122" text-anchor="middle" font-family="Georgia, serif" font-size="64" font-weight="700" fill="hsl(${hue} 70% 92%)">${escapeXml(initials)}</text>
</svg>
`;
}
