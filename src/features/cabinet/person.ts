import { profileText as text } from '../../session/person'

/** "Смирнова Анна Сергеевна": lastname, firstname, patronymic, as on Russian documents. */
export const fullName = (profile: Record<string, unknown> | null) =>
  [text(profile, 'lastname'), text(profile, 'firstname'), text(profile, 'surname')].filter(Boolean).join(' ')

export const latinName = (profile: Record<string, unknown> | null) =>
  [text(profile, 'firstname_en'), text(profile, 'lastname_en')].filter(Boolean).join(' ')
