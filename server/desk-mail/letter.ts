import type { Lang } from '../../kernel/constants'
import type { MessageBody } from '../../kernel/contract/desk-messages'
import { ORGANIZER_MAIL_OFF_PATH } from '../../kernel/contract/desk-messages'
import { text } from '../i18n'
import { escapeHtml } from '../mail/templates'

/** Where each person's unsubscribe key goes in a stored letter (desk_messages.letters). */
export const KEY_MARK = '@@KEY@@'

export interface RenderedLetter {
  subject: string
  text: string
  html: string
}

const paragraphs = (body: string) => body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)

/**
 * A message as its readers of `lang` get it: the organizer's text as typed (paragraphs kept, no
 * HTML of theirs), then why it came and the one-click link that turns organizer mail off.
 */
export function renderLetter(lang: Lang, letter: MessageBody['ru'], site: string, publicUrl: string): RenderedLetter {
  const off = `${publicUrl}${ORGANIZER_MAIL_OFF_PATH}/${KEY_MARK}`
  const why = site
    ? text(lang, /*i18n*/ { id: 'Вы получили это письмо как участник форума «{site}».', values: { site } })
    : text(lang, /*i18n*/ { id: 'Вы получили это письмо как участник форума.' })
  const stop = text(lang, /*i18n*/ { id: 'Не получать письма организаторов (письма о билете и входе придут всё равно):' })
  const body = paragraphs(letter.body.replaceAll(KEY_MARK, ''))
  const subject = letter.subject.replaceAll(KEY_MARK, '')
  return {
    subject,
    text: [...body.flatMap((p) => [p, '']), '—', why, stop, off].join('\n'),
    html: `<!doctype html><html lang="${lang}"><body>
${body.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
<hr><p><small>${escapeHtml(why)} ${escapeHtml(stop)} <a href="${escapeHtml(off)}">${escapeHtml(off)}</a></small></p>
</body></html>`,
  }
}
