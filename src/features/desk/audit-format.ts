/** An entry's time as a person reads it, in the browser's zone (the desk is used where the team is). */
export function formatAuditTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso))
}
