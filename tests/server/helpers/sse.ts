/** Reads a Server-Sent Events body frame by frame (tests of the live channel). */
export interface SseFrame {
  id: string | null
  event: string | null
  data: string | null
  comment: boolean
}

export class SseReader {
  private buffer = ''
  private readonly frames: SseFrame[] = []
  private waiting: (() => void) | null = null
  private done = false
  readonly bytes = { total: 0 }

  constructor(body: ReadableStream<Uint8Array>) {
    const reader = body.getReader()
    const decoder = new TextDecoder()
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          this.bytes.total += value.byteLength
          this.buffer += decoder.decode(value, { stream: true })
          let cut: number
          while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
            const block = this.buffer.slice(0, cut)
            this.buffer = this.buffer.slice(cut + 2)
            this.frames.push(parse(block))
          }
          this.waiting?.()
        }
      } catch {
        // cancelled
      }
      this.done = true
      this.waiting?.()
    })()
    this.cancel = () => reader.cancel().catch(() => {})
  }

  readonly cancel: () => Promise<void>

  /** The next frame with an event (comments and retry lines skipped unless `comments`); rejects after ms. */
  async next(options: { comments?: boolean; ms?: number } = {}): Promise<SseFrame> {
    const deadline = Date.now() + (options.ms ?? 10_000)
    for (;;) {
      const i = this.frames.findIndex((f) => f.event !== null || (options.comments && f.comment))
      if (i >= 0) {
        const [frame] = this.frames.splice(0, i + 1).slice(-1)
        return frame as SseFrame
      }
      if (this.done) throw new Error('stream ended')
      const left = deadline - Date.now()
      if (left <= 0) throw new Error('no event in time')
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiting = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  }

  /** The next event's parsed data. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests probe arbitrary JSON
  async nextEvent(ms?: number): Promise<{ id: number; type: string; data: any }> {
    const f = await this.next(ms === undefined ? {} : { ms })
    return { id: Number(f.id), type: f.event as string, data: JSON.parse(f.data ?? 'null') }
  }
}

function parse(block: string): SseFrame {
  const frame: SseFrame = { id: null, event: null, data: null, comment: false }
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = true
    else if (line.startsWith('id: ')) frame.id = line.slice(4)
    else if (line.startsWith('event: ')) frame.event = line.slice(7)
    else if (line.startsWith('data: ')) frame.data = (frame.data === null ? '' : `${frame.data}\n`) + line.slice(6)
  }
  return frame
}
