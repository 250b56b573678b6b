/** The session keeps the profile as a plain record (machines/auth.machine.ts): read its texts safely. */
const text = (profile: Record<string, unknown> | null, key: string) => {
  const value = profile?.[key]
  return typeof value === 'string' ? value.trim() : ''
}

/** "Смирнова Анна Сергеевна": lastname, firstname, patronymic, as on Russian documents. */
export const fullName = (profile: Record<string, unknown> | null) =>
  [text(profile, 'lastname'), text(profile, 'firstname'), text(profile, 'surname')].filter(Boolean).join(' ')

export const latinName = (profile: Record<string, unknown> | null) =>
  [text(profile, 'firstname_en'), text(profile, 'lastname_en')].filter(Boolean).join(' ')

export const firstName = (profile: Record<string, unknown> | null) => text(profile, 'firstname')
