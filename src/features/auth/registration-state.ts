/**
 * The success screen names the address the mail went to. It travels in the history entry's
 * state rather than the URL, so the email stays out of addresses, server logs and shared links.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    registeredEmail?: string
  }
}

export {}
