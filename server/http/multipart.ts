/**
 * Reads one file field of a multipart/form-data body (RFC 7578) as it arrives, without a
 * dependency. The file's bytes are counted while they are received: the first byte past the limit
 * stops the upload (nothing more is read or kept), so a 5 MB limit costs at most 5 MB of memory
 * whatever the client sends or claims in Content-Length.
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

const MAX_HEADER_BYTES = 8 * 1024
const CRLF2 = Buffer.from('\r\n\r\n')

/** The boundary of a multipart/form-data Content-Type, or null for anything else. */
export function boundaryOf(contentType: string | undefined): string | null {
  const m = /^\s*multipart\/form-data\s*;(.*)$/is.exec(contentType ?? '')
  const b = m && /(?:^|;)\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(m[1]!)
  return b ? (b[1] ?? b[2] ?? null) : null
}

function partHeaders(text: string): { name: string | null; filename: string; contentType: string } {
  const disposition = /^content-disposition:\s*form-data(.*)$/im.exec(text)?.[1] ?? null
  const param = (key: string) => (disposition ? new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(disposition)?.[1] : undefined)
  return {
    name: param('name') ?? null,
    filename: param('filename') ?? '',
    contentType: /^content-type:\s*(.+)$/im.exec(text)?.[1]?.trim() ?? '',
  }
}

export async function readMultipartFile(body: ReadableStream<Uint8Array> | null, boundary: string, limits: MultipartLimits): Promise<UploadedFile> {
  if (!body) throw new MultipartError('noFile')
  const opening = Buffer.from(`--${boundary}`)
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  let buf = Buffer.alloc(0)
  // `as`: step() changes it, which control-flow narrowing cannot see.
  let state = 'preamble' as 'preamble' | 'boundary' | 'headers' | 'body' | 'done'
  let other = 0
  let part: { isFile: boolean; filename: string; contentType: string; size: number; chunks: Buffer[] } | null = null
  let file: UploadedFile | null = null

  const countOther = (n: number) => {
    other += n
    if (other > limits.maxOtherBytes) throw new MultipartError('tooLarge')
  }
  const emit = (bytes: Buffer) => {
    if (!part?.isFile) return countOther(bytes.length)
    part.size += bytes.length
    if (part.size > limits.maxFileBytes) throw new MultipartError('tooLarge')
    part.chunks.push(Buffer.from(bytes))
  }

  /** Consumes what it can of `buf`; false when it needs more bytes. */
  const step = (): boolean => {
    if (state === 'preamble') {
      const at = buf.indexOf(opening)
      if (at < 0) return false
      countOther(at)
      buf = buf.subarray(at + opening.length)
      state = 'boundary'
    } else if (state === 'boundary') {
      if (buf.length < 2) return false
      const next = buf.subarray(0, 2).toString('latin1')
      if (next === '--') state = 'done'
      else if (next === '\r\n') state = 'headers'
      else throw new MultipartError('malformed')
      buf = buf.subarray(2)
    } else if (state === 'headers') {
      const at = buf.indexOf(CRLF2)
      if (at < 0) {
        if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('malformed')
        return false
      }
      countOther(at + CRLF2.length)
      const h = partHeaders(buf.subarray(0, at).toString('utf8'))
      // Only the first part of the field is the file; anything after it counts as "other".
      part = { isFile: h.name === limits.field && file === null, filename: h.filename, contentType: h.contentType, size: 0, chunks: [] }
      buf = buf.subarray(at + CRLF2.length)
      state = 'body'
    } else if (state === 'body') {
      const at = buf.indexOf(delimiter)
      if (at < 0) {
        // Keep a tail that may be the start of a delimiter split across chunks.
        const keep = delimiter.length - 1
        if (buf.length > keep) {
          emit(buf.subarray(0, buf.length - keep))
          buf = Buffer.from(buf.subarray(buf.length - keep))
        }
        return false
      }
      emit(buf.subarray(0, at))
      if (part?.isFile) file = { filename: part.filename, contentType: part.contentType, bytes: Buffer.concat(part.chunks) }
      buf = buf.subarray(at + delimiter.length)
      state = 'boundary'
    } else return false
    return true
  }

  const reader = body.getReader()
  try {
    while (state !== 'done') {
      let chunk: ReadableStreamReadResult<Uint8Array>
      try {
        chunk = await reader.read()
      } catch {
        throw new MultipartError('malformed') // the client went away mid-upload
      }
      if (chunk.done) break
      buf = buf.length === 0 ? Buffer.from(chunk.value) : Buffer.concat([buf, chunk.value])
      while (step()) {
        /* consume what has arrived */
      }
      if (state === 'preamble') {
        countOther(Math.max(0, buf.length - opening.length))
        buf = Buffer.from(buf.subarray(Math.max(0, buf.length - opening.length)))
      }
    }
  } finally {
    // Not cancel(): on Node that can destroy the socket before the 413 is written. What is left
    // unread is drained and dropped, never buffered, by @hono/node-server after the response.
    reader.releaseLock()
  }
  if (state !== 'done') throw new MultipartError('malformed')
  if (!file) throw new MultipartError('noFile')
  return file
}
