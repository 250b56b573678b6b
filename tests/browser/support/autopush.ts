import { createHash, randomUUID } from 'node:crypto'
import { type IncomingMessage, type Server, createServer } from 'node:http'
import type { Duplex } from 'node:stream'
import { verifyVapid } from '../../server/helpers/push-service'

/**
 * A local push service speaking Mozilla's autopush protocol, the one Firefox's own PushManager
 * talks to (`dom.push.serverURL`): JSON messages over a WebSocket (hello, register, notification,
 * ack), and the Web Push HTTP side (RFC 8030) where the application server POSTs to the endpoint
 * it handed out. The payload stays encrypted here: Firefox decrypts it with the keys it made
 * itself, as it does with Mozilla's service. The VAPID signature is checked (RFC 8292).
 *
 * The WebSocket is framed by hand (RFC 6455: text frames, ping/close), enough for one browser.
 */

export interface Receipt {
  channelID: string
  encoding: string | undefined
  bytes: number
}

interface Client {
  socket: Duplex
  send: (message: object) => void
}

function accept(req: IncomingMessage, socket: Duplex): Client | null {
  const key = req.headers['sec-websocket-key']
  if (typeof key !== 'string') return null
  const acceptKey = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64')
  const protocol = req.headers['sec-websocket-protocol'] ? `Sec-WebSocket-Protocol: ${String(req.headers['sec-websocket-protocol']).split(',')[0]!.trim()}\r\n` : ''
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${acceptKey}\r\n${protocol}\r\n`)
  const frame = (opcode: number, payload: Buffer) => {
    const head = payload.length < 126 ? Buffer.from([0x80 | opcode, payload.length]) : payload.length < 65536 ? Buffer.from([0x80 | opcode, 126, payload.length >> 8, payload.length & 255]) : null
    if (!head) throw new Error('frame too large for this stand-in')
    socket.write(Buffer.concat([head, payload]))
  }
  return { socket, send: (message) => frame(0x1, Buffer.from(JSON.stringify(message))) }
}

/** Client frames (always masked): calls `onText` for each text frame, answers pings, closes on close. */
function readFrames(socket: Duplex, onText: (text: string) => void) {
  let buffer = Buffer.alloc(0)
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    for (;;) {
      if (buffer.length < 2) return
      const opcode = buffer[0]! & 0x0f
      let length = buffer[1]! & 0x7f
      let offset = 2
      if (length === 126) {
        if (buffer.length < 4) return
        length = buffer.readUInt16BE(2)
        offset = 4
      } else if (length === 127) {
        if (buffer.length < 10) return
        length = Number(buffer.readBigUInt64BE(2))
        offset = 10
      }
      const masked = (buffer[1]! & 0x80) !== 0
      const maskAt = offset
      if (masked) offset += 4
      if (buffer.length < offset + length) return
      const payload = Buffer.from(buffer.subarray(offset, offset + length))
      if (masked) for (let i = 0; i < payload.length; i++) payload[i]! ^= buffer[maskAt + (i % 4)]!
      buffer = buffer.subarray(offset + length)
      if (opcode === 0x1) onText(payload.toString('utf8'))
      else if (opcode === 0x9) socket.write(Buffer.concat([Buffer.from([0x8a, payload.length]), payload]))
      else if (opcode === 0x8) return void socket.end(Buffer.from([0x88, 0]))
    }
  })
}

export async function startAutopush() {
  const channels = new Set<string>()
  const receipts: Receipt[] = []
  const acks: Array<{ channelID: string; code: number }> = []
  const failures: string[] = []
  let client: Client | null = null
  let origin = ''

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      void (async () => {
        const channelID = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? ''
        if (req.method !== 'POST' || !channels.has(channelID)) return void res.writeHead(404).end()
        try {
          await verifyVapid(req.headers.authorization, origin)
          const body = Buffer.concat(chunks)
          const encoding = req.headers['content-encoding']
          receipts.push({ channelID, encoding, bytes: body.length })
          if (!client) throw new Error('no browser connected')
          client.send({ messageType: 'notification', channelID, version: randomUUID(), data: body.toString('base64url'), headers: { encoding } })
          res.writeHead(201, { Location: `${origin}/message/${randomUUID()}` }).end()
        } catch (error) {
          failures.push((error as Error).message)
          res.writeHead(400).end()
        }
      })()
    })
  })

  server.on('upgrade', (req, socket) => {
    const connected = accept(req, socket)
    if (!connected) return void socket.destroy()
    client = connected
    socket.on('close', () => {
      if (client === connected) client = null
    })
    socket.on('error', () => undefined)
    readFrames(socket, (text) => {
      if (text === '{}') return connected.send({}) // Firefox's keep-alive ping
      const message = JSON.parse(text) as { messageType?: string; channelID?: string; uaid?: string; updates?: Array<{ channelID: string; code?: number }> }
      if (message.messageType === 'hello') connected.send({ messageType: 'hello', status: 200, uaid: message.uaid || randomUUID().replace(/-/g, ''), use_webpush: true, broadcasts: {} })
      else if (message.messageType === 'register' && message.channelID) {
        channels.add(message.channelID)
        connected.send({ messageType: 'register', channelID: message.channelID, status: 200, pushEndpoint: `${origin}/push/${message.channelID}` })
      } else if (message.messageType === 'unregister' && message.channelID) {
        channels.delete(message.channelID)
        connected.send({ messageType: 'unregister', channelID: message.channelID, status: 200 })
      } else if (message.messageType === 'ack') for (const u of message.updates ?? []) acks.push({ channelID: u.channelID, code: u.code ?? 0 })
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  origin = `http://127.0.0.1:${port}`
  return {
    /** For the browser's `dom.push.serverURL`. */
    webSocketUrl: `ws://127.0.0.1:${port}/`,
    origin,
    channels,
    receipts,
    /** The browser's acknowledgements: code 100 is a message decrypted and handed to the service worker (101–103: it could not decrypt). */
    acks,
    failures,
    close: () =>
      new Promise<void>((resolve) => {
        client?.socket.destroy()
        server.close(() => resolve())
      }),
  }
}
