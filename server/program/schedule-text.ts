/**
 * Small rules of the open schedule data (schedule-data.ts): stable guids, and the site's rich
 * text as the plain text that schedule apps show.
 */
import { createHash } from 'node:crypto'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: string): boolean => UUID.test(value)

/**
 * This site's namespace for name-based guids: uuidV5(NS_URL, 'https://forum-site.invalid/schedule').
 * Fixed, so a guid does not change with the server's address.
 */
export const SCHEDULE_NAMESPACE = '108e2c08-d03d-5d96-b146-2720f9c035d5'

/** A name-based UUID, version 5 (RFC 9562 §5.5): SHA-1 of the namespace's bytes and the name. */
export function uuidV5(namespace: string, name: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex')
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The guid of a hall, speaker or session (and a calendar's UID): the file's own guid when it came
 * from a schedule import (import_keys holds `<event>/<guid>`), so an exported program re-imported
 * updates in place; otherwise one made from this site's identity (`site_identity`, made once per
 * database), the event, the kind and our id: the same on every request and import of this site,
 * and never another site's (every site has event 35 and small ids).
 */
export function stableGuid(site: string, eventId: number, kind: string, id: number, importKey: string | null): string {
  const own = importKey?.slice(importKey.indexOf('/') + 1) ?? ''
  return isUuid(own) ? own.toLowerCase() : uuidV5(SCHEDULE_NAMESPACE, `${site}/${eventId}/${kind}/${id}`)
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', laquo: '«', raquo: '»', mdash: '—', ndash: '–' }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/**
 * Rich text (the sanitized HTML of descriptions) as plain text: paragraphs part by a blank line,
 * list items start with "- ", a link keeps its address (made absolute with `base`) after its text.
 */
export function htmlToText(html: string | null | undefined, base: string): string {
  if (!html) return ''
  const absolute = (href: string) => (href.startsWith('/') && !href.startsWith('//') ? `${base}${href}` : href)
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<a\b[^>]*?\bhref\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi, (_, href: string, inner: string) => {
      const url = absolute(decode(href))
      const label = decode(inner.replace(/<[^>]*>/g, '')).trim()
      return !label || label === url ? url : `${label} (${url})`
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|ul|ol|h[1-6]|blockquote|pre|div)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
  return decode(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
