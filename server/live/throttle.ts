/**
 * At most one run per key every `everyMs`: the first at once; any asked for meanwhile become one
 * more run at the end of that time (so the last change is never lost, and a storm is one run per
 * interval).
 */
export class Throttle<K> {
  private readonly held = new Map<K, { again: (() => void) | null; timer: NodeJS.Timeout }>()

  constructor(private readonly everyMs: number) {}

  run(key: K, work: () => void): void {
    const entry = this.held.get(key)
    if (entry) {
      entry.again = work
      return
    }
    work()
    this.hold(key)
  }

  private hold(key: K) {
    const timer = setTimeout(() => {
      const entry = this.held.get(key)
      this.held.delete(key)
      if (entry?.again) {
        entry.again()
        this.hold(key)
      }
    }, this.everyMs)
    timer.unref()
    this.held.set(key, { again: null, timer })
  }

  clear(): void {
    for (const { timer } of this.held.values()) clearTimeout(timer)
    this.held.clear()
  }
}
