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

export function productArt(product: { slug: string; name: string; style: string; abv: number }): string {
  const [deep, bright, light] = paletteFor(product.style);
  const h = hash(product.slug);
  const bubbles = Array.from({ length: 6 }, (_, i) => {
    const x = 150 + ((h >> (i * 3)) % 100);
    const y = 150 + ((h >> (i * 2)) % 120);
    return `<circle cx="${x}" cy="${y}" r="${3 + (i % 3)}" fill="${light}" opacity=".6"/>`;
  }).join('');
  const lines = wrap(product.name, 16)
    .map((line, i) => `<text x="200" y="${318 + i * 28}" text-anchor="middle" font-size="24" font-weight="700" fill="${light}">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(product.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bright}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="${60 + (h % 280)}" cy="${40 + (h % 60)}" r="${90 + (h % 40)}" fill="${light}" opacity=".12"/>
<path d="M140 70h120l-12 200a20 20 0 0 1-20 18h-56a20 20 0 0 1-20-18z" fill="${bright}" stroke="${light}" stroke-width="6"/>
<path d="M136 70c10-22 118-22 128 0v14H136z" fill="${light}"/>${bubbles}
<rect x="0" y="292" width="400" height="108" fill="${deep}" opacity=".82"/>${lines}
<text x="200" y="388" text-anchor="middle" font-size="15" fill="${light}" opacity=".9">${escapeXml(product.style)} · ${product.abv.toFixed(1)}%</text>
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
