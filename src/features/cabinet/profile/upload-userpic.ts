import { validate } from 'superstruct'
import { UPLOAD_MAX_BYTES } from '../../../../kernel/constants'
import { USERPIC_FIELD, USERPIC_TYPES, User, accountEndpoints } from '../../../../kernel/contract/account'
import { ApiErrorBody, envelope } from '../../../../kernel/contract/common'
import type { AccountApi } from '../../../lib/api/account'
import { ApiError } from '../../../lib/api/errors'

export type UserpicProblem = 'tooLarge' | 'notImage'

/** Checked before anything is sent (§5, §9: 5 MB; images the server accepts). */
export function userpicProblem(file: Pick<File, 'size' | 'type'>): UserpicProblem | null {
  if (!(USERPIC_TYPES as readonly string[]).includes(file.type)) return 'notImage'
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge'
  return null
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * POST /api/user/userpic as multipart/form-data with upload progress: fetch has no upload
 * progress, XMLHttpRequest has. Errors become the client's ApiError; a 401 starts the relogin.
 */
export function uploadUserpic(account: AccountApi, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<User> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(accountEndpoints.uploadUserpic.method, `${account.baseURL}${accountEndpoints.uploadUserpic.path}`)
    try {
      for (const [name, value] of Object.entries(account.authHeaders())) xhr.setRequestHeader(name, value)
    } catch (error) {
      reject(error)
      return
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      const body = parse(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) {
        const [failure, value] = validate(body, envelope(User))
        if (failure) reject(new ApiError('invalid', `Unexpected uploadUserpic response: ${failure.message}`))
        else resolve(value.data)
        return
      }
      if (xhr.status === 401) account.reportUnauthorized()
      const [, error] = validate(body, ApiErrorBody)
      reject(new ApiError('http', error?.message ?? `HTTP ${xhr.status}`, xhr.status, error?.errors, error?.code))
    }
    xhr.onerror = () => reject(new ApiError('network', 'The upload got no response'))
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort())
    const form = new FormData()
    form.append(USERPIC_FIELD, file, file.name)
    xhr.send(form)
  })
}
