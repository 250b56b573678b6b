import type { Lang } from '../../kernel/constants'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../kernel/constants'
import { type Values, text } from '../i18n'

/** A text of the catalogs (its id is the Russian text), with the values it always carries. */
type Message = { id: string; values?: Values }

/** Texts of the account API (§8 wording where the spec gives it), in the X-Lang language. */
export const ACCOUNT_MESSAGES = {
  registered: /*i18n*/ { id: 'Почти готово: мы отправили письмо на {email}. Подтвердите email по ссылке из письма, затем войдите.' },
  emailTaken: /*i18n*/ { id: 'Ошибка регистрации: этот email уже зарегистрирован' },
  confirmed: /*i18n*/ { id: 'Email подтверждён. Теперь вы можете войти.' },
  confirmInvalid: /*i18n*/ { id: 'Ошибка подтверждения email: ссылка недействительна, устарела или уже использована. Зарегистрируйтесь ещё раз с тем же email, чтобы получить новую ссылку.' },
  invalidCredentials: /*i18n*/ { id: 'Неверный логин или пароль' },
  emailNotConfirmed: /*i18n*/ { id: 'Подтвердите email: мы отправили ссылку в письме при регистрации. Нет письма? Зарегистрируйтесь ещё раз с тем же email — мы пришлём новую ссылку.' },
  loggedOut: /*i18n*/ { id: 'Вы вышли из аккаунта' },
  unauthorized: /*i18n*/ { id: 'Требуется вход в аккаунт' },
  tokenInvalid: /*i18n*/ { id: 'Сессия недействительна или истекла. Войдите снова.' },
  refreshTooEarly: /*i18n*/ { id: 'Токен ещё рано обновлять: обновление доступно во второй половине срока его действия' },
  instructionsSent: /*i18n*/ { id: 'Инструкции отправлены на почту' },
  restoreInvalid: /*i18n*/ { id: 'Ошибка восстановления пароля: ссылка недействительна, устарела или уже использована' },
  passwordChanged: /*i18n*/ { id: 'Пароль успешно изменён' },
  sessionNotFound: /*i18n*/ { id: 'Сеанс не найден или уже завершён' },
  socialInvalid: /*i18n*/ { id: 'Ошибка входа через социальную сеть: код недействителен или устарел. Попробуйте ещё раз.' },
  socialOtherBrowser: /*i18n*/ { id: 'Этот вход через VK ID начат в другом браузере. Если вы входили сами, начните вход заново в этом браузере.' },
  rateLimited: /*i18n*/ { id: 'Слишком много попыток. Повторите через {seconds} с.' },
  notJson: /*i18n*/ { id: 'Тело запроса должно быть JSON-объектом' },
  tooLarge: /*i18n*/ { id: 'Слишком большое тело запроса' },
  checkFields: /*i18n*/ { id: 'Проверьте поля формы' },
  noSuchEndpoint: /*i18n*/ { id: 'Адрес {path} не найден' },
  methodNotAllowed: /*i18n*/ { id: 'Метод {method} не поддерживается по адресу {path}. Допустимо: {allowed}' },
  userGone: /*i18n*/ { id: 'Пользователь не найден' },
  // The cabinet (§8 where the spec gives the text).
  profileSaved: /*i18n*/ { id: 'Данные успешно изменены' },
  fileTooLarge: /*i18n*/ { id: 'Файл слишком большой. Выберите файл размером до 5 МБ.' },
  fileNotImage: /*i18n*/ { id: 'Можно загрузить только изображение в формате PNG, JPEG, WebP или GIF' },
  uploadBusy: /*i18n*/ { id: 'Предыдущий файл ещё загружается. Подождите несколько секунд и попробуйте снова.' },
  uploadMalformed: /*i18n*/ { id: 'Отправьте изображение в поле «file» формы multipart/form-data' },
  eventRegistered: /*i18n*/ { id: 'Вы зарегистрированы на форум' },
  eventRegistrationError: /*i18n*/ { id: 'Ошибка регистрации на мероприятие' },
  eventNotFound: /*i18n*/ { id: 'Мероприятие {id} не найдено' },
  participationAdded: /*i18n*/ { id: 'Вы зарегистрированы на мероприятие' },
  participationRemoved: /*i18n*/ { id: 'Вы отказались от участия' },
  speakerSession: /*i18n*/ { id: 'Вы выступаете на этой сессии: чтобы отказаться от участия, свяжитесь с организаторами' },
  meetingNotFound: /*i18n*/ { id: 'Сессия {id} не найдена' },
  meetingsNotFound: /*i18n*/ { id: 'Сессии не найдены: {ids}' },
  fileNotFound: /*i18n*/ { id: 'Файл не найден' },
} satisfies Record<string, Message>

/** Field errors (§5: 'Required field'). */
export const FIELD_MESSAGES = {
  required: /*i18n*/ { id: 'Обязательное поле' },
  email: /*i18n*/ { id: 'Неверный формат email: укажите только адрес, например name@example.com' },
  password: /*i18n*/ { id: 'Пароль должен содержать от {password_min_length} до {password_max_length} символов', values: { password_min_length: PASSWORD_MIN_LENGTH, password_max_length: PASSWORD_MAX_LENGTH } },
  passwordsMismatch: /*i18n*/ { id: 'Пароли не совпадают' },
  passwordCommon: /*i18n*/ { id: 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой: например, несколько слов подряд.' },
  passwordFromEmail: /*i18n*/ { id: 'Пароль не должен повторять адрес электронной почты. Придумайте другой.' },
  currentPassword: /*i18n*/ { id: 'Неверный текущий пароль' },
  consent: /*i18n*/ { id: 'Необходимо согласие на обработку персональных данных' },
  token: /*i18n*/ { id: 'Неверный формат кода' },
  string: /*i18n*/ { id: 'Ожидается строка' },
  unknown: /*i18n*/ { id: 'Неизвестное поле' },
  invalid: /*i18n*/ { id: 'Недопустимое значение' },
  latinOnly: /*i18n*/ { id: 'Только латинские буквы' },
  phone: /*i18n*/ { id: 'Телефон: + и от 10 до 15 цифр' },
  birthdate: /*i18n*/ { id: 'Укажите настоящую дату рождения в прошлом' },
  date: /*i18n*/ { id: 'Неверная дата' },
  tooLong: /*i18n*/ { id: 'Не более {max} символов' },
  choice: /*i18n*/ { id: 'Выберите значение из списка' },
  unknownIndustry: /*i18n*/ { id: 'Такой отрасли нет' },
  eventDays: /*i18n*/ { id: 'Выберите дни форума' },
  unknownMeetings: /*i18n*/ { id: 'Сессии не найдены: {ids}' },
  idList: /*i18n*/ { id: 'От 1 до {max} положительных целых чисел' },
} satisfies Record<string, Message>

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES
export type FieldMessageKey = keyof typeof FIELD_MESSAGES

const say = (lang: Lang, message: Message, vars: Values) => text(lang, { id: message.id, values: { ...message.values, ...vars } })

/** An account API message (the answer's `message`) in the given language. */
export const accountMessage = (lang: Lang, key: AccountMessageKey, vars: Values = {}): string => say(lang, ACCOUNT_MESSAGES[key], vars)
/** A message for one form field (an entry of the answer's `errors`) in the given language. */
export const fieldMessage = (lang: Lang, key: FieldMessageKey, vars: Values = {}): string => say(lang, FIELD_MESSAGES[key], vars)
