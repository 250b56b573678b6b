import { type ReactNode, useMemo } from 'react'
import { type InlineNode, parseInlineHtml } from '../../lib/inline-html'

/** Inline markup the opening paragraph may keep; any other element keeps only its text. */
const INLINE: Record<string, 'p' | 'strong' | 'em' | 'br'> = { p: 'p', strong: 'strong', b: 'strong', em: 'em', i: 'em', br: 'br' }
const isSitePath = (href: string | null): href is string => !!href && /^\/[^/\\]/.test(href)

/**
 * The hero's opening paragraph, rendered without the sanitizer. RichText loads DOMPurify
 * (11 KB gzip) lazily and swaps its plain-text stand-in for the sanitized element when it
 * arrives: on the home page that was a tenth of the first-load JavaScript and an extra request
 * before the largest paint (docs/benchmarks.md). One paragraph of inline markup needs no
 * sanitizer: it is read by src/lib/inline-html.ts (the same on the server, for the page's first
 * render), and only text and the elements above (plus links to this site's paths) become React
 * elements; no attribute or other markup is copied.
 */
export function HeroLead({ html }: { html: string }) {
  const content = useMemo(() => inline(parseInlineHtml(html)), [html])
  return <div className="rich-text hero__lead">{content}</div>
}

/** Keys are paths ("0.2"): the text of an unwrapped element joins its parent's list. */
function inline(nodes: InlineNode[], path = ''): ReactNode[] {
  const out: ReactNode[] = []
  nodes.forEach((node, i) => {
    const key = path + i
    if (typeof node === 'string') {
      out.push(node)
      return
    }
    const children = inline(node.children, `${key}.`)
    const { tag, href } = node
    if (tag === 'a' && isSitePath(href)) out.push(<a key={key} href={href}>{children}</a>)
    else if (INLINE[tag] === 'br') out.push(<br key={key} />)
    else if (INLINE[tag]) {
      const Tag = INLINE[tag]
      out.push(<Tag key={key}>{children}</Tag>)
    } else out.push(...children)
  })
  return out
}
