import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** The message as it crossed the wire: headers and encoded body. */
  source: string
  parsed: ParsedMail
}

/** A real SMTP server on loopback (random port): the server under test sends to it with nodemailer. */
export async function startSmtp(): Promise<{ url: string; inbox: ReceivedMail[]; close(): Promise<void> }> {
  const inbox: ReceivedMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to make up.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const source = Buffer.concat(chunks)
        simpleParser(source).then(
          (parsed) => {
            inbox.push({ source: source.toString('utf8'), parsed })
            callback()
          },
          (err: Error) => callback(err),
        )
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  const { port } = smtp.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  }
}
