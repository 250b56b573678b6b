/**
 * How many of one kind of costly request (a picture upload) are under way: at most `perProcess`
 * in this process and `perKey` per person. `enter` answers at once, never queues: a request
 * over either limit is refused (the caller answers 429 with Retry-After), so a person sending
 * ten uploads at once holds one slot, and everyone else keeps theirs.
 */
export class InFlight {
  private total = 0
  private readonly byKey = new Map<string | number, number>()

  constructor(
    private readonly perProcess: number,
    private readonly perKey: number,
  ) {}

  /** A release function, or null when a limit is reached. */
  enter(key: string | number): (() => void) | null {
    const mine = this.byKey.get(key) ?? 0
    if (this.total >= this.perProcess || mine >= this.perKey) return null
    this.total++
    this.byKey.set(key, mine + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      this.total--
      const left = (this.byKey.get(key) ?? 1) - 1
      if (left > 0) this.byKey.set(key, left)
      else this.byKey.delete(key)
    }
  }

  get size(): number {
    return this.total
  }
}
