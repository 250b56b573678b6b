import { useEffect } from 'react'
import { deskDayEndpoints } from '../../../kernel/contract/desk-day'
import type { DeskApi } from '../../lib/api/desk'

/**
 * Calls `onChange` when the server says a figure of the day moved (the dashboard's stream), and
 * every `pollMs` besides, so a lost stream only slows the page down. The stream is read with
 * fetch, which can send the desk's token (an EventSource cannot).
 */
export function useDayStream(api: DeskApi, onChange: () => void, pollMs = 30_000) {
  useEffect(() => {
    const stop = new AbortController()
    const poll = setInterval(onChange, pollMs)
    let retry: ReturnType<typeof setTimeout> | undefined
    async function listen() {
      try {
        const res = await api.account.send(deskDayEndpoints.stream.path, { signal: stop.signal })
        if (!res.ok || !res.body) throw new Error(String(res.status))
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
        let buffer = ''
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          buffer += value
          const events = buffer.split('\n\n')
          buffer = events.pop() ?? ''
          if (events.some((e) => e.includes('event: changed'))) onChange()
        }
      } catch {
        if (stop.signal.aborted) return
      }
      if (!stop.signal.aborted) retry = setTimeout(() => void listen(), 5000)
    }
    void listen()
    return () => {
      stop.abort()
      clearInterval(poll)
      clearTimeout(retry)
    }
  }, [api, onChange, pollMs])
}
