/**
 * Which kind of file this is, by its content: XML is frab (pentabarf included), JSON with a
 * `schedule.conference` is c3voc, any other JSON is our own import shape. A file that does not
 * parse gets one line with the line and column of the fault.
 */
import { XMLValidator } from 'fast-xml-parser'
import { isC3voc } from './c3voc'
import { parseFrab } from './frab'
import { jsonFault } from './json-position'

export type Detected =
  | { kind: 'own'; raw: unknown }
  | { kind: 'c3voc'; raw: Record<string, unknown> }
  | { kind: 'frab'; root: Record<string | symbol, unknown>; xml: string }
  | { kind: 'malformed'; message: string }

function lineColumn(text: string, position: number): string {
  const before = text.slice(0, position)
  const line = before.split('\n').length
  return `line ${line}, column ${position - before.lastIndexOf('\n')}`
}

function jsonError(text: string, err: Error): string {
  const fault = jsonFault(text)
  if (!fault) return `not valid JSON: ${err.message}`
  return `not valid JSON: ${fault.reason} at ${lineColumn(text, fault.position)}`
}

export function detect(input: string): Detected {
  const text = input.replace(/^\uFEFF/, '')
  if (text.trimStart().startsWith('<')) {
    const valid = XMLValidator.validate(text)
    if (valid !== true) {
      return { kind: 'malformed', message: `not valid XML: ${valid.err.msg} at line ${valid.err.line}, column ${valid.err.col}` }
    }
    const root = parseFrab(text)
    const top = Object.keys(root).find((k) => !k.startsWith('?'))
    if (top !== 'schedule') {
      return { kind: 'malformed', message: `not a frab schedule: the root element is <${top ?? ''}>, not <schedule>` }
    }
    return { kind: 'frab', root, xml: text }
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (err) {
    return { kind: 'malformed', message: jsonError(text, err as Error) }
  }
  return isC3voc(raw) ? { kind: 'c3voc', raw: raw as Record<string, unknown> } : { kind: 'own', raw }
}
