/**
 * A seeded generator (mulberry32): the demo must come out identical on every machine and
 * every run, so nothing here may read Math.random or the clock.
 */
export interface Rng {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  shuffle<T>(items: readonly T[]): T[]
  sample<T>(items: readonly T[], n: number): T[]
  chance(p: number): boolean
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[out[i], out[j]] = [out[j] as T, out[i] as T]
    }
    return out
  }
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
    shuffle,
    sample: <T>(items: readonly T[], n: number) => shuffle(items).slice(0, n),
    chance: (p: number) => next() < p,
  }
}

/** A pair of texts, Russian first. */
export type Pair = readonly [ru: string, en: string]

/** Parses "ру:en|ру2:en2" lists: long word lists stay readable in one line each. */
export function pairs(list: string): Pair[] {
  return list
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [ru, en] = s.split(':')
      if (!ru || !en) throw new Error(`bad pair "${s}"`)
      return [ru.trim(), en.trim()] as const
    })
}
