/**
 * A local Web Push service (what FCM or Mozilla's autopush are to a browser), for the push tests:
 * it takes the server's POSTs at /push/<id>, checks the VAPID JWT (RFC 8292: ES256, signed by the
 * key in `k`, audience = this origin, not expired) and decrypts the aes128gcm payload (RFC 8188,
 * RFC 8291) with the subscriber's own keys, made here as a browser makes them.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { type Server, createServer } from 'node:http'
import { importJWK, jwtVerify } from 'jose'

const b64url = (b: Buffer) => b.toString('base64url')

export interface Subscriber {
  id: string
  endpoint: string
  keys: { p256dh: string; auth: string }
  ecdh: ReturnType<typeof createECDH>
  authSecret: Buffer
}

export interface Delivery {
  id: string
  /** The decrypted payload. */
  payload: string
  /** The VAPID public key the server signed with (base64url), and the JWT's claims. */
  vapidKey: string
  claims: { aud?: unknown; sub?: unknown; exp?: unknown }
  ttl: string | undefined
}

/** RFC 8291 §3.4 and RFC 8188: the content-encryption key and nonce from the subscriber's keys, then AES-128-GCM. */
export function decrypt(body: Buffer, subscriber: Pick<Subscriber, 'ecdh' | 'authSecret'>): string {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20] as number
  const senderKey = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  if (ciphertext.length > recordSize) throw new Error('more than one record')
  const receiverKey = subscriber.ecdh.getPublicKey()
  const ecdhSecret = subscriber.ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscriber.authSecret, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

export async function verifyVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`no VAPID authorization: ${header}`)
  const [, token, key] = match as unknown as [string, string, string]
  const raw = Buffer.from(key, 'base64url')
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key')
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) }
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), { audience: origin, algorithms: ['ES256'] })
  if (typeof payload.exp !== 'number' || payload.exp > Date.now() / 1000 + 24 * 3600) throw new Error('exp missing or over 24 h')
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('sub is not mailto: or https:')
  return { key, claims: payload }
}

export async function startPushService() {
  const subscribers = new Map<string, Subscriber>()
  const gone = new Set<string>()
  const deliveries: Delivery[] = []
  const failures: string[] = []
  let origin = ''
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      void (async () => {
        const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? ''
        const subscriber = subscribers.get(id)
        if (req.method !== 'POST' || !subscriber) return void res.writeHead(404).end()
        if (gone.has(id)) return void res.writeHead(410).end()
        try {
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`)
          const { key, claims } = await verifyVapid(req.headers.authorization, origin)
          const payload = decrypt(Buffer.concat(chunks), subscriber)
          deliveries.push({ id, payload, vapidKey: key, claims, ttl: req.headers.ttl as string | undefined })
          res.writeHead(201).end()
        } catch (err) {
          failures.push((err as Error).message)
          res.writeHead(400).end()
        }
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  return {
    origin,
    deliveries,
    failures,
    /** A browser's subscription at this service (the keys a PushSubscription would carry). */
    subscribe(id: string, options: { gone?: boolean } = {}): Subscriber {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const authSecret = randomBytes(16)
      const s = { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) }, ecdh, authSecret }
      subscribers.set(id, s)
      if (options.gone) gone.add(id)
      return s
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
