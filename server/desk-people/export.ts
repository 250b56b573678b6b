/**
 * The filtered list as a file, streamed: rows are read in batches by the person's id and written
 * as they come, so the server holds one batch whatever the row count. CSV by csv-stringify (with a
 * BOM, so a spreadsheet reads Cyrillic as UTF-8), XLSX by exceljs's streaming writer.
 */
import { PassThrough, Readable, type Writable } from 'node:stream'
import { once } from 'node:events'
import { stringify } from 'csv-stringify'
import ExcelJS from 'exceljs'
import type { Lang } from '../../kernel/constants'
import type { ExportColumn, ExportFormat, PeopleFilter } from '../../kernel/contract/desk-people'
import type { Db } from '../db/types'
import { COLUMN_SQL, allDaysText, columnHeader, defuse } from './export-columns'
import { PEOPLE_FROM, peopleWhere } from './filter-sql'

export const EXPORT_BATCH = 1000

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

export interface ExportRequest {
  filter: PeopleFilter
  columns: ExportColumn[]
  format: ExportFormat
  lang: Lang
  today: string
}

/** The rows of the filter, a batch at a time, each as the columns' texts. */
async function* batches(db: Db, req: ExportRequest): AsyncGenerator<string[][]> {
  const where = peopleWhere(req.filter, req.today)
  const n = where.params.length
  const select = req.columns.map((c, i) => `${COLUMN_SQL[c]} AS c${i}`).join(', ')
  let after = 0
  for (;;) {
    const rows = await db.query<Record<string, unknown> & { _id: number }>(
      `SELECT v.user_id AS _id, ${select} FROM ${PEOPLE_FROM} WHERE ${where.sql} AND v.user_id > $${n + 1} ORDER BY v.user_id LIMIT ${EXPORT_BATCH}`,
      [...where.params, after],
    )
    if (rows.length === 0) return
    after = rows[rows.length - 1]!._id
    yield rows.map((r) =>
      req.columns.map((c, i) => {
        const v = r[`c${i}`]
        if (c === 'days' && (v === null || v === '')) return allDaysText(req.lang)
        return v === null || v === undefined ? '' : String(v)
      }),
    )
    if (rows.length < EXPORT_BATCH) return
  }
}

async function write(out: Writable, chunk: unknown): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain')
}

/**
 * The file as a web stream, and the number of rows once it is written (for the audit log).
 * A reader that stops (the download cancelled) stops the reading of the database.
 */
export function exportStream(db: Db, req: ExportRequest): { body: ReadableStream<Uint8Array>; done: Promise<number> } {
  const out = new PassThrough()
  const headers = req.columns.map((c) => columnHeader(req.lang, c))
  const done = (async () => {
    let count = 0
    if (req.format === 'csv') {
      const csv = stringify({ bom: true, record_delimiter: 'windows' })
      csv.pipe(out)
      await write(csv, headers)
      for await (const rows of batches(db, req)) {
        for (const row of rows) await write(csv, row.map(defuse))
        count += rows.length
        if (out.destroyed) break
      }
      csv.end()
    } else {
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false })
      const sheet = book.addWorksheet('people')
      sheet.addRow(headers).commit()
      for await (const rows of batches(db, req)) {
        for (const row of rows) sheet.addRow(row).commit()
        count += rows.length
        if (out.destroyed) break
      }
      sheet.commit()
      await book.commit()
    }
    return count
  })()
  done.catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))))
  return { body: Readable.toWeb(out) as ReadableStream<Uint8Array>, done }
}
