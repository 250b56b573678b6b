import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { TokenScope } from '../../../kernel/contract/tokens'

/** What each scope of an API token lets a tool do, as the tokens page says it. */
export const SCOPE_LABELS: Record<TokenScope, MessageDescriptor> = {
  'people:read': msg`Читать данные участников`,
  'content:write': msg`Менять контент`,
  import: msg`Загружать программу`,
  announce: msg`Публиковать объявления`,
  checkin: msg`Отмечать вход`,
  'questions:export': msg`Выгружать вопросы и отзывы`,
  webhooks: msg`Управлять вебхуками`,
}
