import type { MarkedText } from '../../../kernel/contract/content'

/**
 * A text with the search's matched words in <mark>. The text is plain and React escapes it:
 * the marks are offsets (MarkedText), so nothing of the server's becomes markup.
 */
export function Marked({ value }: { value: MarkedText }) {
  const parts = []
  let at = 0
  for (const [start, end] of value.marks) {
    if (start < at || end <= start || end > value.text.length) continue
    if (start > at) parts.push(value.text.slice(at, start))
    parts.push(<mark key={start}>{value.text.slice(start, end)}</mark>)
    at = end
  }
  if (at < value.text.length) parts.push(value.text.slice(at))
  return <>{parts}</>
}
