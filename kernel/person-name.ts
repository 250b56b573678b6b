/**
 * A person's full name, the one rule for the site and the server: the parts that exist, trimmed,
 * one space between ("Lucie Meyer", never "Lucie Meyer " before a comma when the last name is
 * empty, as an imported one-name person has).
 */
export function fullName(text: { firstname?: string | null; lastname?: string | null } | null | undefined): string {
  if (!text) return ''
  const first = (text.firstname ?? '').trim()
  const last = (text.lastname ?? '').trim()
  return first && last ? `${first} ${last}` : first || last
}
