/**
 * The webhooks' way out: https to public addresses only, checked after DNS and again for the very
 * address the socket connects to (the lookup the request uses is this checked one, so a DNS
 * answer that changes in between is refused too), no redirects (node's request follows none),
 * the answer's bytes capped. Tests may allow loopback over http (WEBHOOKS_ALLOW_LOOPBACK, which
 * the configuration refuses in production).
 *
 * This file is the seam to the server's shared outbound guard: its two functions have the
 * signatures of server/http/outbound.ts's `assertPublicHttpsUrl` and `outboundRequest` (branch
 * hardening2); once that module is in, this file becomes a re-export of it.
 */
import { lookup as dnsLookup } from 'node:dns'
import { type LookupFunction, BlockList, isIP } from 'node:net'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'

export interface OutboundOptions {
  allowLoopback?: boolean
}
export interface OutboundRequest {
  method: string
  headers?: Record<string, string>
  body?: Uint8Array | null
  timeoutMs: number
  maxBytes: number
}
export interface OutboundResponse {
  status: number
  body: Buffer
}

export class OutboundRefused extends Error {
  override readonly name = 'OutboundRefused'
}

const blocked = new BlockList()
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) blocked.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [['::', 127], ['::ffff:0:0', 96], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) blocked.addSubnet(net, bits, 'ipv6')
const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')
const isLoopback = (address: string) => loopback.check(address, family(address))

export function isPublicAddress(address: string, options: OutboundOptions = {}): boolean {
  if (!isIP(address)) return false
  if (options.allowLoopback && isLoopback(address)) return true
  return !blocked.check(address, family(address))
}

/** A lookup that answers only public addresses: the one the connection itself uses. */
const guardedLookup = (options: OutboundOptions): LookupFunction => (hostname, lookupOptions, callback) => {
  dnsLookup(hostname, { ...lookupOptions, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4)
    const list = addresses as unknown as Array<{ address: string; family: number }>
    const bad = list.find((a) => !isPublicAddress(a.address, options))
    if (bad || list.length === 0) return callback(new OutboundRefused(`the host ${hostname} is not public${bad ? ` (${bad.address})` : ''}`), '', 4)
    if (lookupOptions.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list)
    callback(null, list[0]!.address, list[0]!.family)
  })
}

/** Refuses (OutboundRefused) a URL the server must not send to; returns it parsed. */
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
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve, reject) =>
        dnsLookup(host, { all: true }, (err, list) => (err ? reject(new OutboundRefused(`the host ${host} does not resolve`)) : resolve(list.map((a) => a.address)))),
      )
  for (const address of addresses) if (!isPublicAddress(address, options)) throw new OutboundRefused(`the host ${host} is not public (${address})`)
  if (!https && !addresses.every(isLoopback)) throw new OutboundRefused('not https')
  return parsed
}

/** One request: the URL checked, the connection's address checked, no redirect, bytes capped. */
export async function outboundRequest(url: string, req: OutboundRequest, options: OutboundOptions = {}): Promise<OutboundResponse> {
  const target = await assertPublicHttpsUrl(url, options)
  const host = target.hostname.replace(/^\[|\]$/g, '')
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<OutboundResponse>((resolve, reject) => {
    const outgoing = send(
      target,
      { method: req.method, headers: req.headers, ...(isIP(host) ? {} : { lookup: guardedLookup(options) }), signal: AbortSignal.timeout(req.timeoutMs) },
      (res) => {
        const chunks: Buffer[] = []
        let bytes = 0
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length
          if (bytes > req.maxBytes) return void res.destroy(new OutboundRefused(`the answer is over ${req.maxBytes} bytes`))
          chunks.push(chunk)
        })
        res.on('error', reject)
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(req.body ? Buffer.from(req.body) : undefined)
  })
}
