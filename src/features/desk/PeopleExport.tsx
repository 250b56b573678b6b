import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DEFAULT_EXPORT_COLUMNS, EXPORT_COLUMNS, type ExportColumn, type ExportFormat, deskPeopleEndpoints } from '../../../kernel/contract/desk-people'
import { toQuery } from '../../../kernel/contract/common'
import { saveFile } from '../../lib/save-file'
import { useDesk } from './desk-context'
import { useColumnName } from './people-names'

/**
 * The filtered list as a file: the registrar picks the columns and the format; the file is the
 * server's (streamed there), saved by the browser under the server's name.
 */
export function PeopleExport({ query }: { query: Record<string, string | undefined> }) {
  const { api } = useDesk()
  const { t } = useLingui()
  const columnName = useColumnName()
  const [columns, setColumns] = useState<ExportColumn[]>(DEFAULT_EXPORT_COLUMNS)
  const [status, setStatus] = useState<'idle' | 'busy' | 'failed'>('idle')

  async function download(format: ExportFormat) {
    setStatus('busy')
    try {
      const { page: _page, sort: _sort, ...filter } = query
      const params = new URLSearchParams(toQuery({ ...filter, format, columns }))
      const res = await api.account.send(`${deskPeopleEndpoints.export.path}?${params}`)
      if (!res.ok) throw new Error(String(res.status))
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `people.${format}`
      saveFile(await res.blob(), name)
      setStatus('idle')
    } catch {
      setStatus('failed')
    }
  }

  return (
    <details className="desk-export">
      <summary>
        <Trans>Выгрузить список</Trans>
      </summary>
      <fieldset>
        <legend>
          <Trans>Столбцы</Trans>
        </legend>
        <ul className="desk-export__columns">
          {EXPORT_COLUMNS.map((c) => (
            <li key={c}>
              <label>
                <input
                  type="checkbox"
                  checked={columns.includes(c)}
                  onChange={(e) => setColumns((list) => (e.target.checked ? EXPORT_COLUMNS.filter((x) => x === c || list.includes(x)) : list.filter((x) => x !== c)))}
                />{' '}
                {columnName(c)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="desk-row">
        <button type="button" className="button" disabled={columns.length === 0 || status === 'busy'} onClick={() => void download('csv')}>
          <Trans>Скачать CSV</Trans>
        </button>
        <button type="button" className="button" disabled={columns.length === 0 || status === 'busy'} onClick={() => void download('xlsx')}>
          <Trans>Скачать XLSX</Trans>
        </button>
      </div>
      <p role="status" className="desk__notice">
        {status === 'busy' ? t`Готовим файл…` : status === 'failed' ? t`Не удалось выгрузить. Проверьте сеть и повторите.` : columns.length === 0 ? t`Выберите хотя бы один столбец.` : ''}
      </p>
    </details>
  )
}
