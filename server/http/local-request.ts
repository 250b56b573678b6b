import type { Context } from 'hono'
import { isLoopbackHost } from '../config'

/** Headers a proxy or tunnel adds: a request carrying any of them came from somewhere else. */
const FORWARDING = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via', 'cf-connecting-ip', 'true-client-ip']

/**
 * Whether a request really comes from this machine: its socket's peer is a loopback address and
 * no proxy header says it was passed on (a tunnel or an nginx in front of `npm start` connects
 * from loopback too). A request made in process (app.request(), the prerenderer) has no socket.
 * The development tools (/dev/mail, the demo logins) answer only such requests.
 */
export function isDirectLoopback(c: Context): boolean {
  if (FORWARDING.some((name) => c.req.header(name) !== undefined)) return false
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  if (!env?.incoming) return true
  const peer = env.incoming.socket?.remoteAddress ?? ''
  return isLoopbackHost(peer.replace(/^::ffff:/, ''))
}
