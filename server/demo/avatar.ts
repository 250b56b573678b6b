/**
 * The demo speakers' portraits: a drawn head and shoulders, each put together from the speaker's
 * id (background, skin tone, hair style and colour, glasses, beard, clothes), so 300 speakers get
 * 300 different faces and the same speaker always the same one. No letters: one image serves both
 * languages.
 */
import { createRng } from './prng'

const SKIN = ['#f6d5b8', '#eec19a', '#d9a074', '#b97d52', '#8d5a3b', '#f1c8a8', '#c68c62']
const HAIR = ['#2b1d14', '#4a3020', '#7a4b2a', '#b07a3c', '#d9b26a', '#8c8c8c', '#1c1c1c', '#9b3b22']
const CLOTHES = ['#2f4b7c', '#665191', '#a05195', '#d45087', '#f95d6a', '#ff7c43', '#2a9d8f', '#264653', '#e9c46a', '#6c757d']
const BACKDROP = ['#e8eef7', '#f4ebe1', '#e6f2ec', '#f3e8f1', '#fdf3d8', '#e9ecef', '#e3f1f6', '#f7e4e1']

const HAIR_STYLES = [
  // short
  (c: string) => `<path d="M80 104c0-34 22-54 48-54s48 20 48 54c-8-18-26-26-48-26s-40 8-48 26z" fill="${c}"/>`,
  // long, past the shoulders
  (c: string) => `<path d="M74 110c0-40 24-62 54-62s54 22 54 62v70h-18v-70c-10-20-22-28-36-28s-26 8-36 28v70H74z" fill="${c}"/>`,
  // a bun on top
  (c: string) => `<circle cx="128" cy="44" r="18" fill="${c}"/><path d="M80 104c0-34 22-52 48-52s48 18 48 52c-10-16-28-22-48-22s-38 6-48 22z" fill="${c}"/>`,
  // curly
  (c: string) => [0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${84 + i * 14.7}" cy="${70 + Math.abs(3 - i) * 6}" r="16" fill="${c}"/>`).join(''),
  // side parting
  (c: string) => `<path d="M80 108c-2-36 20-58 50-58 26 0 46 18 46 50-20-4-44-16-56-30-6 16-22 30-40 38z" fill="${c}"/>`,
  // close-cropped, almost none
  (c: string) => `<path d="M84 96c4-26 22-40 44-40s40 14 44 40c-12-10-28-14-44-14s-32 4-44 14z" fill="${c}" fill-opacity=".85"/>`,
]

/** A portrait for demo speaker `id`: decorative (the page names the person). */
export function drawnAvatarSvg(id: number): string {
  const rng = createRng(id * 7919 + 17)
  const pick = <T>(xs: readonly T[]): T => xs[rng.int(0, xs.length - 1)]!
  const skin = pick(SKIN)
  const hair = pick(HAIR)
  const style = rng.int(0, HAIR_STYLES.length - 1)
  const clothes = pick(CLOTHES)
  const back = pick(BACKDROP)
  const glasses = rng.int(0, 3) === 0
  const beard = style !== 1 && style !== 2 && rng.int(0, 4) === 0
  const smile = rng.int(0, 2)
  const eyeY = 112
  const parts = [
    `<rect width="256" height="256" fill="${back}"/>`,
    // the long hair falls behind the shoulders
    style === 1 ? HAIR_STYLES[1]!(hair) : '',
    `<path d="M36 256c4-52 40-80 92-80s88 28 92 80z" fill="${clothes}"/>`,
    `<path d="M108 164h40v22c0 10-40 10-40 0z" fill="${skin}"/>`,
    `<ellipse cx="128" cy="112" rx="46" ry="54" fill="${skin}"/>`,
    `<ellipse cx="82" cy="116" rx="7" ry="11" fill="${skin}"/><ellipse cx="174" cy="116" rx="7" ry="11" fill="${skin}"/>`,
    style === 1 ? '' : HAIR_STYLES[style]!(hair),
    `<circle cx="110" cy="${eyeY}" r="4.5" fill="#2b2b2b"/><circle cx="146" cy="${eyeY}" r="4.5" fill="#2b2b2b"/>`,
    `<path d="M100 ${eyeY - 12}q10-6 20 0M136 ${eyeY - 12}q10-6 20 0" stroke="${hair}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    glasses
      ? `<g fill="none" stroke="#333" stroke-width="3"><circle cx="110" cy="${eyeY}" r="13"/><circle cx="146" cy="${eyeY}" r="13"/><path d="M123 ${eyeY}h10"/></g>`
      : '',
    `<path d="M126 ${eyeY + 10}q-4 14 4 16" stroke="#00000033" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    beard ? `<path d="M86 128c4 36 20 50 42 50s38-14 42-50c-10 14-24 20-42 20s-32-6-42-20z" fill="${hair}"/>` : '',
    `<path d="M112 ${eyeY + 34}q16 ${6 + smile * 5} 32 0" stroke="#8a3b3b" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" aria-hidden="true">${parts.join('')}</svg>`
}
