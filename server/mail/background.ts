import type { Log } from '../log'

/**
 * Work that must not delay the answer: mail goes out after the response, so a slow SMTP server
 * does not slow registration, and the restore answer takes the same time for unknown emails.
 * Tests await `settled()` instead of sleeping.
 */
export class Background {
  private readonly pending = new Set<Promise<void>>()

  constructor(private readonly log: Log) {}

  run(what: string, task: () => Promise<void>): void {
    const p: Promise<void> = task()
      .catch((err: unknown) => this.log.error(`${what} failed:`, err))
      .finally(() => this.pending.delete(p))
    this.pending.add(p)
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending])
  }
}
