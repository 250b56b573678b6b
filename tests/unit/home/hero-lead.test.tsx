import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HeroLead } from '../../../src/features/home/HeroLead'

const html = (markup: string) => render(<HeroLead html={markup} />).container.innerHTML

describe('hero lead (the home page renders it without the sanitizer)', () => {
  it('keeps text and inline emphasis', () => {
    expect(html('<p><strong>«Горизонт»</strong> — <em>форум</em> и <b>фестиваль</b><br>в Казани</p>')).toBe(
      '<div class="rich-text hero__lead"><p><strong>«Горизонт»</strong> — <em>форум</em> и <strong>фестиваль</strong><br>в Казани</p></div>',
    )
  })

  it('keeps links to the site, only their href; other links become text', () => {
    expect(html('<p><a href="/news" onclick="x()" class="y">новости</a> <a href="javascript:alert(1)">x</a> <a href="//evil.example">y</a></p>')).toBe(
      '<div class="rich-text hero__lead"><p><a href="/news">новости</a> x y</p></div>',
    )
  })

  it('unwrapped elements keep their order', () => {
    expect(html('<p><span>t<b>a</b></span><b>c</b></p>')).toBe('<div class="rich-text hero__lead"><p>t<strong>a</strong><strong>c</strong></p></div>')
  })

  it('drops scripts and frames with their content, handlers and styles; other elements keep only their text', () => {
    const out = html('<p style="color:red" onmouseover="x()">a<img src=x onerror="alert(1)"><script>alert(2)</script><iframe src="/x"></iframe><span data-x="1">b</span></p>')
    expect(out).toBe('<div class="rich-text hero__lead"><p>ab</p></div>')
  })
})
