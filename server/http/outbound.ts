import { lookup } from 'node:dns/promises'
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'

/**
 * The one way the server sends a request to an address someone other than the operator chose (a
 * browser's push endpoint, later an organizer's webhook): https only, no credentials in the URL,
 * every address the host resolves to public unicast (ipaddr.js ranges: no loopback, private,
 * link-local, metadata, unique-local, IPv4-mapped, multicast…), checked once before (a clear
 * refusal) and again at connect by request-filtering-agent's agent, so a DNS answer that changes
 * between the two (rebinding) is refused too. Redirects are never followed (node's request does
 * not), and the answer's bytes are capped while they arrive.
 *
 * Tests run local services on loopback over http: `allowLoopback` (OUTBOUND_ALLOW_LOOPBACK=1,
 * refused by the configuration under NODE_ENV=production) lets exactly 127.0.0.0/8 and ::1 in,
 * over http or https. Nothing else private is ever allowed.
 */

export interface OutboundOptions {
  /** Tests only (see above). */
  allowLoopback?: boolean
}

export class OutboundRefused extends Error {
  override readonly name = 'OutboundRefused'
}

const LOOPBACK = ['127.0.0.0/8', '::1/128']

function isLoopbackAddress(address: string): boolean {
  const parsed = ipaddr.process(address)
  return parsed.kind() === 'ipv4' ? parsed.match(ipaddr.parseCIDR('127.0.0.0/8')) : parsed.range() === 'loopback'
}

/** Whether an IP address may be connected to: public unicast (or loopback when allowed). */
export function isPublicAddress(address: string, options: OutboundOptions = {}): boolean {
  if (!ipaddr.isValid(address)) return false
  if (options.allowLoopback && isLoopbackAddress(address)) return true
  // ipaddr.parse (not process): an IPv4-mapped IPv6 address is its own range, refused.
  return ipaddr.parse(address).range() === 'unicast'
}

const bare = (host: string) => host.replace(/^\[|\]$/g, '')

/**
 * Refuses (OutboundRefused) a URL the server must not send to; returns it parsed. Resolves the
 * host and checks every address it names. The connection is checked again (outboundAgent).
 */
export async function assertPublicHttpsUrl(url: string, options: OutboundOptions = {}): Promise<URL> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new OutboundRefused('not a URL')
  }
  const https = parsed.protocol === 'https:'
  if (!https && !(options.allowLoopback && parsed.protocol === 'http:')) throw new OutboundRefused('not https')
  if (parsed.username || parsed.password) throw new OutboundRefused('credentials in the URL')
  const host = bare(parsed.hostname)
  if (host === '') throw new OutboundRefused('no host')
  let addresses: string[]
  if (isIP(host)) addresses = [host]
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address)
    } catch {
      throw new OutboundRefused(`the host ${host} does not resolve`)
    }
  }
  if (addresses.length === 0) throw new OutboundRefused(`the host ${host} does not resolve`)
  for (const address of addresses) if (!isPublicAddress(address, options)) throw new OutboundRefused(`the host ${host} is not public (${address})`)
  if (!https && !addresses.every((a) => isLoopbackAddress(a))) throw new OutboundRefused('not https')
  return parsed
}

const agents = new Map<string, RequestFilteringHttpAgent | RequestFilteringHttpsAgent>()

/** A keep-alive agent that refuses, at connect, any address assertPublicHttpsUrl would refuse. */
export function outboundAgent(protocol: 'http:' | 'https:', options: OutboundOptions = {}) {
  const key = `${protocol}${options.allowLoopback ? '+loopback' : ''}`
  let agent = agents.get(key)
  if (!agent) {
    const filter = { allowPrivateIPAddress: false, allowMetaIPAddress: false, allowIPAddressList: options.allowLoopback ? LOOPBACK : [], keepAlive: true, maxSockets: 64, timeout: 30_000 }
    agent = protocol === 'https:' ? new RequestFilteringHttpsAgent(filter) : new RequestFilteringHttpAgent(filter)
    agents.set(key, agent)
  }
  return agent
}

export interface OutboundRequest {
  method: string
  headers?: Record<string, string>
  body?: Uint8Array | null
  /** The whole exchange, connect to last byte. */
  timeoutMs: number
  /** Bytes of the answer read at most; more fails the request. */
  maxBytes: number
}

export interface OutboundResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** One request through the guard: the URL checked, the connection checked, no redirect, bytes capped. */
export async function outboundRequest(url: string, req: OutboundRequest, options: OutboundOptions = {}): Promise<OutboundResponse> {
  const target = await assertPublicHttpsUrl(url, options)
  const protocol = target.protocol as 'http:' | 'https:'
  const send = protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<OutboundResponse>((resolve, reject) => {
    const outgoing = send(target, { method: req.method, headers: req.headers, agent: outboundAgent(protocol, options), signal: AbortSignal.timeout(req.timeoutMs) }, (res) => {
      const chunks: Buffer[] = []
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        if (bytes > req.maxBytes) return void res.destroy(new OutboundRefused(`the answer is over ${req.maxBytes} bytes`))
        chunks.push(chunk)
      })
      res.on('error', reject)
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    outgoing.on('error', (err: Error) => reject(err.message.startsWith('DNS lookup') ? new OutboundRefused(err.message) : err))
    outgoing.end(req.body ? Buffer.from(req.body) : undefined)
  })
}
