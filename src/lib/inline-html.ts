/**
 * A small HTML reader for rich text that is shown as text or as a few inline elements (the home
 * page's hero, the plain-text stand-in of RichText). It runs the same in the browser and in the
 * server's first render of a page (src/entry-server.tsx), which has no DOMParser: both must draw
 * the same thing for the browser to take the server's markup over as it is. Its output only ever
 * becomes React text and elements, never markup, so a page cannot inject anything through it.
 */
export interface InlineElement {
  tag: string
  href: string | null
  children: InlineNode[]
}
export type InlineNode = string | InlineElement

/** Elements with no closing tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr'])
/** Elements whose content is not text to show; dropped with everything inside. */
const DROP = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'textarea', 'title', 'head'])

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', laquo: '«', raquo: '»',
  mdash: '—', ndash: '–', hellip: '…', copy: '©', reg: '®', trade: '™', shy: '\u00ad', bull: '•',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', bdquo: '„', times: '×', minus: '−', deg: '°',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED[name.toLowerCase()] ?? whole
  })
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/([a-zA-Z][\w-]*)[^>]*>|<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i

export function parseInlineHtml(html: string): InlineNode[] {
  const root: InlineElement = { tag: '#root', href: null, children: [] }
  const stack: InlineElement[] = [root]
  let dropUntil: string | null = null
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, opening, attrs = ''] = match
    const parent = stack[stack.length - 1]!
    if (dropUntil) {
      if (closing?.toLowerCase() === dropUntil) dropUntil = null
      continue
    }
    if (token.startsWith('<!--')) continue
    if (opening) {
      const tag = opening.toLowerCase()
      if (DROP.has(tag)) {
        if (!attrs.trim().endsWith('/')) dropUntil = tag
        continue
      }
      const href = HREF.exec(attrs)
      const element: InlineElement = { tag, href: href ? decodeEntities(href[1] ?? href[2] ?? href[3] ?? '') : null, children: [] }
      parent.children.push(element)
      if (!VOID.has(tag) && !attrs.trim().endsWith('/')) stack.push(element)
      continue
    }
    if (closing) {
      const tag = closing.toLowerCase()
      const at = stack.findLastIndex((e) => e.tag === tag)
      if (at > 0) stack.length = at
      continue
    }
    parent.children.push(decodeEntities(token))
  }
  return root.children
}

/** The text of rich text, as a browser's textContent would give it (without scripts and styles). */
export function inlineText(nodes: InlineNode[]): string {
  return nodes.map((n) => (typeof n === 'string' ? n : inlineText(n.children))).join('')
}

const BLOCK = new Set(['p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'section', 'article', 'table', 'tr', 'pre'])

/** The text of rich text by paragraph (block elements and line breaks), empty ones left out. */
export function inlineParagraphs(nodes: InlineNode[]): string[] {
  const out: string[] = []
  let current = ''
  const flush = () => {
    if (current.trim()) out.push(current.trim())
    current = ''
  }
  const walk = (list: InlineNode[]) => {
    for (const node of list) {
      if (typeof node === 'string') current += node
      else if (node.tag === 'br') flush()
      else if (BLOCK.has(node.tag)) {
        flush()
        walk(node.children)
        flush()
      } else walk(node.children)
    }
  }
  walk(nodes)
  flush()
  return out
}
