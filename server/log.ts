/** The server's only output channel, so tests can silence it. */
export interface Log {
  info(message: string): void
  error(message: string, err?: unknown): void
}

export const consoleLog: Log = {
  info: (message) => console.log(message),
  error: (message, err) => console.error(message, err ?? ''),
}

export const silentLog: Log = { info: () => {}, error: () => {} }
