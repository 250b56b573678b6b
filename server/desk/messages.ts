import type { Lang } from '../../kernel/constants'
import { type Values, text } from '../i18n'

/** Texts of the desk API in the X-Lang language; the desk shows its own text for each code. */
export const DESK_MESSAGES = {
  deskOnly: /*i18n*/ { id: 'Это раздел для команды форума: у вашей учётной записи нет нужной роли' },
  roleNeeded: /*i18n*/ { id: 'Для этого действия нужна роль: {roles}' },
  noAccount: /*i18n*/ { id: 'Учётной записи с адресом {email} нет: человек сначала регистрируется на сайте' },
  lastAdmin: /*i18n*/ { id: 'Нельзя снять роль с последнего администратора' },
  tooLarge: /*i18n*/ { id: 'Слишком большой запрос' },
  noSuchItem: /*i18n*/ { id: 'Такой записи нет: возможно, её уже удалили' },
  checkFields: /*i18n*/ { id: 'Проверьте выделенные поля' },
  scheduleNeedsTime: /*i18n*/ { id: 'Укажите, когда опубликовать новость' },
  unknownIndustries: /*i18n*/ { id: 'Таких индустрий нет: {ids}' },
  editedElsewhere: /*i18n*/ { id: 'Пока вы редактировали, эту запись сохранил(а) {by}. Ваш текст не потерян: сравните и сохраните ещё раз.' },
  dayOutside: /*i18n*/ { id: 'Время вне дней форума: {days}' },
  endBeforeStart: /*i18n*/ { id: 'Конец должен быть позже начала' },
  noSuchHall: /*i18n*/ { id: 'Такого зала у форума нет' },
  unknownSpeakers: /*i18n*/ { id: 'Таких спикеров нет: {ids}' },
  endsInPast: /*i18n*/ { id: 'Время окончания уже прошло' },
  fileTooLarge: /*i18n*/ { id: 'Файл больше 20 МБ' },
  emptyFile: /*i18n*/ { id: 'Файл пустой' },
  demoQuestion: /*i18n*/ { id: 'Сейчас на сайте демонстрационная программа. Импорт заменит её сессии, а новости, спикеры, партнёры и цифры демо останутся: подтвердите замену.' },
  noPull: /*i18n*/ { id: 'Адрес программы (PROGRAM_URL) не задан: забирать нечего' },
  badQuery: /*i18n*/ { id: 'Неверные параметры запроса' },
} satisfies Record<string, { id: string }>

export type DeskMessageKey = keyof typeof DESK_MESSAGES

export const deskMessage = (lang: Lang, key: DeskMessageKey, vars: Values = {}): string => text(lang, { ...DESK_MESSAGES[key], values: vars })
