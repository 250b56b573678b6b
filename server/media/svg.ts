/**
 * Demo images drawn as SVG: no external image hosts (the CSP allows only 'self') and no
 * binary files in the repository. Colours derive from the id, so an image never changes.
 */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const hue = (seed: number) => (seed * 137) % 360
const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif"'

function gradient(seed: number, id = 'g'): string {
  const h = hue(seed)
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},62%,56%)"/><stop offset="1" stop-color="hsl(${(h + 48) % 360},58%,34%)"/></linearGradient></defs>`
}

/** Greedy word wrap; the last line gets an ellipsis when text is left over. */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > perLine) {
      lines.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  if (current) lines.push(current)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, perLine - 1)}…`
  return kept
}

/** An empty label makes a decorative image (the page's alt text speaks for it). */
const svg = (w: number, h: number, label: string, body: string) =>
  label
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">${body}</svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" aria-hidden="true">${body}</svg>`

/**
 * A portrait placeholder: a head-and-shoulders silhouette on the speaker's colour. No initials:
 * an image is one file for both languages, and letters drawn into it would be Cyrillic on the
 * English site (the site draws initials itself, in the reader's language, where it has no photo).
 */
export function avatarSvg(seed: number): string {
  return svg(256, 256, '',
    `${gradient(seed)}<rect width="256" height="256" fill="url(#g)"/>` +
      `<circle cx="128" cy="104" r="46" fill="#fff" fill-opacity=".78"/>` +
      `<path d="M40 256c0-56 39-92 88-92s88 36 88 92z" fill="#fff" fill-opacity=".78"/>`)
}

/** A partner logo: a mark and the name on up to two lines. */
export function logoSvg(seed: number, name: string): string {
  const h = hue(seed)
  const marks = [
    `<circle cx="60" cy="80" r="34" fill="hsl(${h},60%,45%)"/>`,
    `<rect x="28" y="48" width="64" height="64" rx="12" fill="hsl(${h},60%,45%)"/>`,
    `<path d="M60 44l36 64H24z" fill="hsl(${h},60%,45%)"/>`,
  ]
  // The name is the logo's point: as large as two or three lines of the box allow, so it stays
  // readable where the partners' wall shows logos small.
  const plain = name.replace(/[«»"]/g, '')
  const narrow = wrap(plain, 16, 4)
  const lines = narrow.length > 3 ? wrap(plain, 18, 3) : narrow
  const longest = Math.max(...lines.map((l) => l.length))
  // 226 px of the box for the text; a bold letter is at most about 0.66 em wide.
  const size = Math.min(lines.length > 2 ? 26 : lines.length > 1 ? 30 : 34, Math.floor(226 / (0.66 * longest)))
  const top = 80 - ((lines.length - 1) * size * 1.25) / 2 + size * 0.35
  const text = lines
    .map((l, i) => `<text x="112" y="${(top + i * size * 1.25).toFixed(0)}" ${FONT} font-size="${size}" font-weight="600" fill="#1f2933">${esc(l)}</text>`)
    .join('')
  return svg(360, 160, name, `<rect width="360" height="160" rx="16" fill="#fff"/>${marks[seed % marks.length]}${text}`)
}

const ICONS: Record<string, string> = {
  design: '<path d="M12 3l7 7-7 11-7-11z"/><circle cx="12" cy="11" r="2"/>',
  fashion: '<path d="M10 5a2 2 0 1 1 2 2v2l9 7H3l9-7"/>',
  music: '<path d="M9 18V5l11-2v13"/><circle cx="6" cy="18" r="3"/><circle cx="17" cy="16" r="3"/>',
  film: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M7 5v14M17 5v14M3 9h4M3 15h4M17 9h4M17 15h4"/>',
  games: '<rect x="2" y="7" width="20" height="11" rx="5"/><path d="M7 10.5v4M5 12.5h4"/><circle cx="16" cy="11.5" r="1"/><circle cx="18" cy="14" r="1"/>',
  architecture: '<path d="M3 21h18M5 21V10M19 21V10M9 21v-7M15 21v-7M2 10l10-6 10 6z"/>',
  publishing: '<path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5"/>',
  media: '<path d="M3 10v4h4l8 5V5l-8 5zM18 9a4 4 0 0 1 0 6"/>',
  'performing-arts': '<circle cx="9" cy="10" r="6"/><path d="M6.5 12.5a3 3 0 0 0 5 0"/><circle cx="16" cy="14" r="6"/>',
  crafts: '<path d="M8 3h8M9 3v3C6 7 4 10 4 14a8 7 0 0 0 16 0c0-4-2-7-5-8V3"/>',
  'creative-tech': '<rect x="6" y="6" width="12" height="12" rx="2"/><path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4"/>',
  gastronomy: '<path d="M7 2v8a2 2 0 0 0 2 2v10M11 2v8M9 2v8M17 22V2c-2 2-3 5-3 8h3"/>',
}

export function industryIconSvg(slug: string, seed: number): string | null {
  const icon = ICONS[slug]
  if (!icon) return null
  return svg(64, 64, slug,
    `<rect width="64" height="64" rx="16" fill="hsl(${hue(seed)},70%,94%)"/>` +
      `<g transform="translate(14 14) scale(1.5)" fill="none" stroke="hsl(${hue(seed)},55%,38%)" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`)
}

/**
 * News illustrations, hall pictures and event covers: an abstract composition and no words, so
 * one image serves both languages (the page puts the title next to it, in the reader's language).
 */
export function bannerSvg(seed: number, w: number, h: number): string {
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const r = (h / 5) * (1 + ((seed + i * 7) % 4) * 0.45)
      const cx = ((seed * 97 + i * 211) % 100) / 100 * w
      const cy = ((seed * 53 + i * 149) % 100) / 100 * h
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.06 + i * 0.03).toFixed(2)}"/>`
    })
    .join('')
  return svg(w, h, '',
    `${gradient(seed)}<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}` +
      `<path d="M0 ${h * 0.62} Q ${w / 2} ${h * 0.5} ${w} ${h * 0.62} V ${h} H 0 Z" fill="#000" fill-opacity=".2"/>`)
}
