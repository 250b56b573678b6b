import { once } from 'node:events'
import busboy from 'busboy'

/**
 * Reads one file field of a multipart/form-data body (RFC 7578) as it arrives, parsed by busboy.
 * The bytes are counted while they are received: the first byte past the file's limit (or past
 * the file and form overhead together) stops the upload, nothing more is read or kept, so a 5 MB
 * limit costs at most 5 MB of memory whatever the client sends or claims in Content-Length.
 */
export type MultipartProblem = 'tooLarge' | 'malformed' | 'noFile'

export class MultipartError extends Error {
  constructor(readonly problem: MultipartProblem) {
    super(`multipart body: ${problem}`)
  }
}

export interface UploadedFile {
  filename: string
  /** What the client claims; never trusted (the caller looks at the bytes). */
  contentType: string
  bytes: Buffer
}

export interface MultipartLimits {
  field: string
  maxFileBytes: number
  /** Everything else: preamble, part headers, other fields. */
  maxOtherBytes: number
}

/** A form with one file needs a handful of parts; more is someone testing the parser. */
const MAX_PARTS = 20
const MAX_HEADER_PAIRS = 20

/** The boundary of a multipart/form-data Content-Type, or null for anything else. */
export function boundaryOf(contentType: string | undefined): string | null {
  const m = /^\s*multipart\/form-data\s*;(.*)$/is.exec(contentType ?? '')
  const b = m && /(?:^|;)\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(m[1]!)
  return b ? (b[1] ?? b[2] ?? null) : null
}

export async function readMultipartFile(body: ReadableStream<Uint8Array> | null, contentType: string, limits: MultipartLimits): Promise<UploadedFile> {
  if (!body || !boundaryOf(contentType)) throw new MultipartError(body ? 'malformed' : 'noFile')
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // busboy calls a file that reaches fileSize truncated: one byte more, so exactly the limit passes.
      limits: { fileSize: limits.maxFileBytes + 1, fieldSize: limits.maxOtherBytes, parts: MAX_PARTS, headerPairs: MAX_HEADER_PAIRS },
    })
  } catch {
    throw new MultipartError('malformed')
  }

  let failure: MultipartError | null = null
  const fail = (problem: MultipartProblem) => {
    failure ??= new MultipartError(problem)
  }
  let other = 0
  const countOther = (n: number) => {
    other += n
    if (other > limits.maxOtherBytes) fail('tooLarge')
  }
  let file: UploadedFile | null = null
  let taken = false

  parser.on('file', (name, stream, info) => {
    // Only the first part of the field is the file; anything else counts as "other".
    const isFile = name === limits.field && !taken
    if (isFile) taken = true
    const chunks: Buffer[] = []
    stream.on('data', (d: Buffer) => (isFile ? chunks.push(d) : countOther(d.length)))
    stream.on('limit', () => fail('tooLarge'))
    stream.on('error', () => fail('malformed')) // the body ended inside the part
    stream.on('end', () => {
      if (isFile && !stream.truncated) file = { filename: info.filename ?? '', contentType: info.mimeType, bytes: Buffer.concat(chunks) }
    })
  })
  parser.on('field', (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) fail('tooLarge')
    countOther(name.length + value.length)
  })
  for (const event of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) parser.on(event, () => fail('tooLarge'))
  const done = new Promise<void>((resolve) => {
    parser.on('error', () => {
      fail('malformed')
      resolve()
    })
    parser.on('close', () => resolve())
  })

  const reader = body.getReader()
  let received = 0
  try {
    while (!failure) {
      let chunk: ReadableStreamReadResult<Uint8Array>
      try {
        chunk = await reader.read()
      } catch {
        fail('malformed') // the client went away mid-upload
        break
      }
      if (chunk.done) {
        parser.end()
        await done
        break
      }
      received += chunk.value.length
      if (received > limits.maxFileBytes + limits.maxOtherBytes) fail('tooLarge')
      else if (!parser.write(chunk.value) && !failure) await Promise.race([once(parser, 'drain'), done])
    }
  } finally {
    // Not cancel(): on Node that can destroy the socket before the 413 is written. What is left
    // unread is drained and dropped, never buffered, by @hono/node-server after the response.
    reader.releaseLock()
    if (failure) parser.destroy()
  }
  if (failure) throw failure
  if (!file) throw new MultipartError('noFile')
  return file
}
