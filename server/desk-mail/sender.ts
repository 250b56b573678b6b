import type { Lang } from '../../kernel/constants'
import type { Db } from '../db/types'
import type { Log } from '../log'
import { handOver } from './store'

export const HAND_OVER_BATCH = 500

/**
 * Hands waiting recipients to the mail queue, a batch per statement, on every process: the
 * rows' locks keep two processes apart, and a process that stops leaves the rest waiting for
 * the next round of any process. `kick()` starts a round at once (after a send).
 */
export class DeskMailSender {
  private timer: NodeJS.Timeout | undefined
  private round: Promise<void> | null = null

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    /** `from`: the sender in each language, read once a round (an import may rename the site). */
    private readonly options: { from: () => Promise<Record<Lang, string>>; status: 'pending' | 'kept'; afterBatch?: () => Promise<void> },
  ) {}

  /** Every batch of waiting recipients, until none is left; returns how many were handed over. */
  async drain(): Promise<number> {
    let total = 0
    const from = await this.options.from()
    for (;;) {
      const n = await handOver(this.db, { from, status: this.options.status, limit: HAND_OVER_BATCH })
      if (n === 0) return total
      total += n
      await this.options.afterBatch?.()
    }
  }

  kick(): Promise<void> {
    this.round ??= this.drain()
      .then(() => undefined)
      .catch((err: unknown) => this.log.error('handing organizer mail to the queue failed:', err))
      .finally(() => (this.round = null))
    return this.round
  }

  start(everyMs: number): void {
    this.timer ??= setInterval(() => void this.kick(), everyMs)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    await this.round
  }
}
