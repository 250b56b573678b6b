/**
 * The program as frab schedule XML (https://c3voc.de/schedule/schema.xsd), the older format
 * every schedule app reads (EventFahrplan, Giggity, pyfahrplan), and our import reads back.
 */
import { clockTime, isoInZone } from '../../kernel/venue-time'
import type { OpenProgram, OpenSession } from './schedule-model'
import { hoursMinutes, sessionsByDay } from './schedule-json'

/** Text for XML: escaped, and without the control characters XML 1.0 does not allow. */
export function xmlText(value: string | number): string {
  return String(value)
    // eslint-disable-next-line no-control-regex -- these are the characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

const element = (name: string, value: string | number | null | undefined, indent: string) =>
  value === null || value === undefined || value === '' ? `${indent}<${name}/>` : `${indent}<${name}>${xmlText(value)}</${name}>`

function event(s: OpenSession, zone: string): string[] {
  const i = '        '
  const persons = s.persons.map((p) => `${i}  <person id="${p.id}" guid="${p.guid}">${xmlText(p.name)}</person>`)
  return [
    `      <event guid="${s.guid}" id="${s.id}">`,
    element('date', isoInZone(s.start, zone), i),
    element('start', clockTime(s.start, zone), i),
    element('duration', hoursMinutes(s), i),
    element('room', s.hall.name, i),
    element('slug', s.slug, i),
    element('url', s.url, i),
    element('title', s.title, i),
    element('subtitle', '', i),
    ...(s.language ? [element('language', s.language, i)] : []),
    element('track', s.tracks[0], i),
    element('type', s.format, i),
    element('abstract', s.abstract, i),
    element('description', s.description, i),
    ...(persons.length ? [`${i}<persons>`, ...persons, `${i}</persons>`] : [`${i}<persons/>`]),
    `${i}<links/>`,
    '      </event>',
  ]
}

export function scheduleXml(program: OpenProgram, selfUrl: string): string {
  const zone = program.event.timeZone
  const c = '    '
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<schedule xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://c3voc.de/schedule/schema.xsd">',
    `  <generator name="forum-site" version="${program.version}"/>`,
    element('url', selfUrl, '  '),
    element('version', program.version, '  '),
    '  <conference>',
    element('acronym', program.event.acronym, c),
    element('title', program.event.title, c),
    element('start', program.event.startsOn, c),
    element('end', program.event.endsOn, c),
    element('days', program.days.length, c),
    element('timeslot_duration', '00:05', c),
    element('base_url', `${program.site}/`, c),
    element('url', `${program.site}/program`, c),
    element('time_zone_name', zone, c),
    ...program.tracks.map((t) => `${c}<track name="${xmlText(t.name)}"${t.slug ? ` slug="${t.slug}"` : ''}/>`),
    '  </conference>',
  ]
  for (const { day, rooms } of sessionsByDay(program)) {
    out.push(`  <day index="${day.index}" date="${day.date}" start="${isoInZone(day.start, zone)}" end="${isoInZone(day.end, zone)}">`)
    for (const [hall, sessions] of rooms) {
      out.push(`    <room name="${xmlText(hall.name)}" guid="${hall.guid}">`)
      for (const s of sessions) out.push(...event(s, zone))
      out.push('    </room>')
    }
    out.push('  </day>')
  }
  out.push('</schedule>', '')
  return out.join('\n')
}
