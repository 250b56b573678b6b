import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** The message as it crossed the wire: headers and encoded body. */
  source: string
  parsed: ParsedMail
}

/** A real SMTP server on loopback (random port): the server under test sends to it with nodemailer. */
export async function startSmtp(
  options: { refuse?: (n: number) => number | null } = {},
): Promise<{ url: string; inbox: ReceivedMail[]; tries: () => number; close(): Promise<void> }> {
  const inbox: ReceivedMail[] = []
  let tries = 0
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to make up.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      // `refuse(n)` gives an SMTP code to answer the n-th message with (1-based), or null to take it.
      const refused = options.refuse?.(++tries) ?? null
      if (refused !== null) {
        stream.resume()
        stream.on('end', () => callback(Object.assign(new Error(`${refused} try again later`), { responseCode: refused })))
        return
      }
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
    tries: () => tries,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  }
}
