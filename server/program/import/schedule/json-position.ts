/**
 * Where a JSON text goes wrong, and why: JSON.parse's messages do not always carry a position
 * (V8 quotes a snippet instead), so a text that failed to parse is scanned once more here.
 */
export interface JsonFault {
  position: number
  reason: string
}

class Fault extends Error {
  constructor(
    readonly position: number,
    readonly reason: string,
  ) {
    super(reason)
  }
}

const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y

export function jsonFault(text: string): JsonFault | null {
  let i = 0
  const fail = (reason: string): never => {
    throw new Fault(i, i >= text.length ? 'unexpected end of the file' : reason)
  }
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++
  }
  const string = () => {
    i++
    for (;;) {
      const c = text[i]
      if (c === undefined) fail('unterminated string')
      else if (c === '"') return void i++
      else if (c === '\\') {
        const e = text[i + 1] ?? ''
        if (e === 'u' ? !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)) : !'"\\/bfnrt'.includes(e) || e === '') fail('bad escape in a string')
        i += e === 'u' ? 6 : 2
      } else if (c < ' ') fail('control character in a string')
      else i++
    }
  }
  const items = (close: string, item: () => void) => {
    i++
    ws()
    if (text[i] === close) return void i++
    for (;;) {
      item()
      ws()
      if (text[i] === ',') i++
      else if (text[i] === close) return void i++
      else fail(`expected ',' or '${close}'`)
    }
  }
  const value = (): void => {
    ws()
    const c = text[i]
    if (c === '{') {
      items('}', () => {
        ws()
        if (text[i] !== '"') fail('expected a property name in double quotes')
        string()
        ws()
        if (text[i] !== ':') fail("expected ':'")
        i++
        value()
      })
    } else if (c === '[') items(']', value)
    else if (c === '"') string()
    else {
      for (const word of ['true', 'false', 'null']) if (text.startsWith(word, i)) return void (i += word.length)
      NUMBER.lastIndex = i
      if (NUMBER.test(text)) return void (i = NUMBER.lastIndex)
      fail(`unexpected ${JSON.stringify(c)}`)
    }
  }
  try {
    value()
    ws()
    if (i < text.length) fail('unexpected text after the end of the document')
    return null
  } catch (err) {
    if (err instanceof Fault) return { position: err.position, reason: err.reason }
    throw err
  }
}
