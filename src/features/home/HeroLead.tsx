import { type ReactNode, useMemo } from 'react'

/** Inline markup the opening paragraph may keep; any other element keeps only its text. */
const INLINE: Record<string, 'p' | 'strong' | 'em' | 'br'> = { p: 'p', strong: 'strong', b: 'strong', em: 'em', i: 'em', br: 'br' }
/** Elements whose content is not text to show. */
const DROP = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math'])
const isSitePath = (href: string | null): href is string => !!href && /^\/[^/\\]/.test(href)

/**
 * The hero's opening paragraph, rendered without the sanitizer. RichText loads DOMPurify
 * (11 KB gzip) lazily and swaps its plain-text fallback for the sanitized element when it
 * arrives: on the home page that was a tenth of the first-load JavaScript and an extra request
 * before the largest paint (docs/benchmarks.md). One paragraph of inline markup needs no
 * sanitizer: the browser's inert parser reads it, and only text and the elements above (plus
 * links to this site's paths) become React elements; no attribute or other markup is copied.
 */
export function HeroLead({ html }: { html: string }) {
  const content = useMemo(() => inline(new DOMParser().parseFromString(html, 'text/html').body.childNodes), [html])
  return <div className="rich-text hero__lead">{content}</div>
}

/** Keys are paths ("0.2"): the text of a dropped element joins its parent's list. */
function inline(nodes: NodeListOf<ChildNode>, path = ''): ReactNode[] {
  const out: ReactNode[] = []
  nodes.forEach((node, i) => {
    const key = path + i
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent)
      return
    }
    if (!(node instanceof Element)) return
    const tag = node.tagName.toLowerCase()
    if (DROP.has(tag)) return
    const children = inline(node.childNodes, `${key}.`)
    const href = node.getAttribute('href')
    if (tag === 'a' && isSitePath(href)) out.push(<a key={key} href={href}>{children}</a>)
    else if (INLINE[tag] === 'br') out.push(<br key={key} />)
    else if (INLINE[tag]) {
      const Tag = INLINE[tag]
      out.push(<Tag key={key}>{children}</Tag>)
    } else out.push(...children)
  })
  return out
}
