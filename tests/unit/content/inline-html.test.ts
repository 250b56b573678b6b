import { describe, expect, it } from 'vitest'
import { inlineText, parseInlineHtml } from '../../../src/lib/inline-html'

// The reader runs where there is no DOMParser (the server's first render of a page): its text
// must be what the browser's parser gives, so that the browser takes the server's markup over.
const browserText = (html: string) => {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  body.querySelectorAll('script, style, template, noscript, iframe, object, svg, math, textarea, title').forEach((e) => e.remove())
  return body.textContent ?? ''
}

describe('rich text read without a DOM (src/lib/inline-html.ts)', () => {
  const samples = [
    '<p><strong>«Горизонт»</strong> — <em>форум</em> и <b>фестиваль</b><br>в Казани</p>',
    '<p>Tom &amp; Jerry &laquo;x&raquo; &#8212; &#x2014; &nbsp;a&nbsp;b &unknown; 5 &lt; 6</p>',
    '<ul><li>один</li><li>два<li>три</ul><p>после',
    '<p>a<script>alert("<p>x</p>")</script>b<style>p{}</style>c<!-- comment <b>d</b> -->e</p>',
    '<p title="a > b">text</p><p data-x=\'<b>\'>more</p>',
    'plain text without tags',
    '<p>unclosed <b>bold <i>both</p> after',
  ]
  for (const html of samples) {
    it(`gives the browser's text for ${JSON.stringify(html.slice(0, 40))}`, () => {
      expect(inlineText(parseInlineHtml(html))).toBe(browserText(html))
    })
  }

  it('keeps the structure of inline elements and only the href of links', () => {
    expect(parseInlineHtml('<p>a <a href="/news?x=1&amp;y=2" onclick="x()">b</a><br/>c</p>')).toEqual([
      { tag: 'p', href: null, children: ['a ', { tag: 'a', href: '/news?x=1&y=2', children: ['b'] }, { tag: 'br', href: null, children: [] }, 'c'] },
    ])
  })
})

describe('the plain stand-in of rich text keeps its paragraphs', () => {
  it('splits at block elements and line breaks, drops empty ones', async () => {
    const { inlineParagraphs } = await import('../../../src/lib/inline-html')
    expect(inlineParagraphs(parseInlineHtml('<p>Один <b>два</b>.</p><p> </p><ul><li>три</li><li>четыре<br>пять</li></ul>шесть'))).toEqual([
      'Один два.',
      'три',
      'четыре',
      'пять',
      'шесть',
    ])
  })
})
