import { describe, expect, it } from 'vitest'
import { generateDemo } from '../../server/demo'
import { drawnAvatarSvg } from '../../server/demo/avatar'
import { logoSvg } from '../../server/media/svg'

const demo = generateDemo()

describe('a demo that reads like a forum', () => {
  it('each speaker with a picture has a drawn portrait of their own, the same every time, with no letters in it', () => {
    const pictured = (demo.speakers ?? []).filter((s) => s.photo !== null)
    expect(pictured.length).toBeGreaterThan(100)
    const portraits = pictured.map((s) => drawnAvatarSvg(s.id))
    expect(new Set(portraits).size).toBe(pictured.length)
    expect(drawnAvatarSvg(pictured[0]!.id)).toBe(portraits[0])
    for (const svg of portraits) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*aria-hidden="true">/)
      expect(svg).not.toMatch(/<text/)
    }
    // Not one face recoloured: the backgrounds, skin tones and hair differ across the speakers.
    const fills = (svg: string) => [...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1])
    expect(new Set(portraits.map((p) => fills(p)[0])).size).toBeGreaterThanOrEqual(6)
    expect(new Set(portraits.map((p) => fills(p).join())).size).toBeGreaterThan(pictured.length * 0.9)
  })

  it('each partner logo carries its whole name, in letters at least 18 px high on a 360 px logo', () => {
    for (const o of demo.organizations ?? []) {
      const svg = logoSvg(o.id, o.translations.ru.name)
      const lines = [...svg.matchAll(/<text[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)]
      expect(lines.map((l) => l[2]).join(' '), o.translations.ru.name).toBe(o.translations.ru.name.replace(/[«»"]/g, '').replace(/\s+/g, ' '))
      for (const l of lines) expect(Number(l[1]), o.translations.ru.name).toBeGreaterThanOrEqual(18)
    }
  })
})
