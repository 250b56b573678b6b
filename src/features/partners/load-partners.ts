import type { Organization } from '../../../kernel/contract/content'
import type { ContentApi } from '../../lib/api/content'

export type LogosResult = { ok: true; data: Organization[] } | { ok: false; error: unknown }

/**
 * The partners page is mostly our own text: if the logos fail to load, the offer is still
 * readable and the failure is shown in place of the logos.
 */
export function loadPartnerLogos(content: ContentApi): Promise<LogosResult> {
  return content.get('organizations').then(
    (data) => ({ ok: true as const, data }),
    (error: unknown) => ({ ok: false as const, error }),
  )
}
