import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './own-server'

/**
 * Debian's Firefox ESR driven over WebDriver BiDi, the W3C protocol Firefox serves itself
 * (`--remote-debugging-port`). Playwright's own Firefox is a patched build (Juggler) that cannot
 * be downloaded here, and its BiDi channel ('moz-firefox') asks this ESR for commands it does not
 * have yet (emulation.setMediaFeaturesOverride); Debian has no geckodriver. So: a small client
 * for the few commands a journey needs: navigate, evaluate a script, read the console.
 */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}

export interface LogEntry {
  level: string
  text: string
}

export class Firefox {
  private next = 1
  private readonly pending = new Map<number, Pending>()
  readonly log: LogEntry[] = []
  context = ''

  private constructor(
    private readonly process: ChildProcess,
    private readonly socket: WebSocket,
    private readonly profile: string,
  ) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; type: string; result?: unknown; error?: string; message?: string; method?: string; params?: { level?: string; text?: string } }
      if (message.id !== undefined) {
        const waiting = this.pending.get(message.id)
        this.pending.delete(message.id)
        if (message.type === 'error') waiting?.reject(new Error(`${message.error}: ${message.message}`))
        else waiting?.resolve(message.result)
      } else if (message.method === 'log.entryAdded') {
        this.log.push({ level: message.params?.level ?? '', text: message.params?.text ?? '' })
      }
    })
  }

  /** `prefs`: more of Firefox's preferences for this profile (a journey's own push service, say). */
  static async launch(options: { prefs?: Record<string, string | number | boolean> } = {}): Promise<Firefox> {
    const port = await freePort()
    const profile = mkdtempSync(join(tmpdir(), 'forum-firefox-'))
    // A quiet profile: no first-run pages, no update or telemetry calls.
    writeFileSync(
      join(profile, 'user.js'),
      [
        ['browser.shell.checkDefaultBrowser', false],
        ['browser.startup.homepage_override.mstone', '"ignore"'],
        ['datareporting.policy.dataSubmissionEnabled', false],
        ['toolkit.telemetry.reportingpolicy.firstRun', false],
        ['app.update.disabledForTesting', true],
        ['browser.aboutwelcome.enabled', false],
        ['remote.prefs.recommended', true],
        ...Object.entries(options.prefs ?? {}).map(([k, v]) => [k, JSON.stringify(v)]),
      ]
        .map(([k, v]) => `user_pref("${k}", ${v});`)
        .join('\n'),
    )
    const child = spawn(FIREFOX_PATH, ['--headless', '--no-remote', '--profile', profile, `--remote-debugging-port=${port}`, 'about:blank'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' },
    })
    await new Promise<void>((resolve, reject) => {
      let text = ''
      const timer = setTimeout(() => reject(new Error(`Firefox did not start its BiDi server:\n${text}`)), 60_000)
      child.stderr!.on('data', (chunk: Buffer) => {
        text += chunk.toString()
        if (text.includes('WebDriver BiDi listening on')) {
          clearTimeout(timer)
          resolve()
        }
      })
      child.once('exit', (code) => reject(new Error(`Firefox exited (${code}):\n${text}`)))
    })
    const socket = new WebSocket(`ws://127.0.0.1:${port}/session`)
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true })
      socket.addEventListener('error', () => reject(new Error('no BiDi connection')), { once: true })
    })
    const firefox = new Firefox(child, socket, profile)
    await firefox.send('session.new', { capabilities: {} })
    await firefox.send('session.subscribe', { events: ['log.entryAdded'] })
    const tree = (await firefox.send('browsingContext.getTree', {})) as { contexts: Array<{ context: string }> }
    firefox.context = tree.contexts[0]!.context
    return firefox
  }

  send(method: string, params: Record<string, unknown>): Promise<unknown> {
    const id = this.next++
    this.socket.send(JSON.stringify({ id, method, params }))
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }))
  }

  async goto(url: string): Promise<void> {
    await this.send('browsingContext.navigate', { context: this.context, url, wait: 'complete' })
  }

  async reload(): Promise<void> {
    await this.send('browsingContext.reload', { context: this.context, wait: 'complete' })
  }

  /** The value of a script (an expression, or an async function body's result), as JSON. */
  async evaluate<T>(expression: string): Promise<T> {
    const result = (await this.send('script.evaluate', {
      expression: `(async () => JSON.stringify(await (${expression})))()`,
      target: { context: this.context },
      awaitPromise: true,
    })) as { type: string; result?: { value?: string }; exceptionDetails?: { text?: string } }
    if (result.type === 'exception') throw new Error(`script failed: ${result.exceptionDetails?.text}`)
    const value = result.result?.value
    return (value === undefined ? undefined : JSON.parse(value)) as T
  }

  /** Polls an expression until it is truthy (at most `timeoutMs`). */
  async waitFor(expression: string, timeoutMs = 20_000): Promise<void> {
    const until = Date.now() + timeoutMs
    for (;;) {
      if (await this.evaluate<boolean>(`(async () => Boolean(await (${expression})))()`).catch(() => false)) return
      if (Date.now() > until) throw new Error(`timed out waiting for ${expression}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  async close(): Promise<void> {
    await this.send('browser.close', {}).catch(() => undefined)
    this.socket.close()
    await new Promise((resolve) => {
      if (this.process.exitCode !== null) resolve(null)
      else {
        this.process.once('exit', resolve)
        setTimeout(() => {
          this.process.kill('SIGKILL')
          resolve(null)
        }, 5000)
      }
    })
    rmSync(this.profile, { recursive: true, force: true })
  }
}
