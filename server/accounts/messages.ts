import type { Lang } from '../../kernel/constants'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../kernel/constants'

type Vars = Record<string, string | number>
type Message = Record<Lang, (v: Vars) => string>

/** Texts of the account API (§8 wording where the spec gives it), in the X-Lang language. */
export const ACCOUNT_MESSAGES = {
  registered: {
    ru: (v) => `Почти готово: мы отправили письмо на ${v.email}. Подтвердите email по ссылке из письма, затем войдите.`,
    en: (v) => `Almost done: we sent an email to ${v.email}. Confirm your email with the link in it, then log in.`,
  },
  emailTaken: {
    ru: () => 'Ошибка регистрации: этот email уже зарегистрирован',
    en: () => 'Registration error: this email is already registered',
  },
  confirmed: {
    ru: () => 'Email подтверждён. Теперь вы можете войти.',
    en: () => 'Your email is confirmed. You can log in now.',
  },
  confirmInvalid: {
    ru: () => 'Ошибка подтверждения email: ссылка недействительна, устарела или уже использована. Зарегистрируйтесь ещё раз с тем же email, чтобы получить новую ссылку.',
    en: () => 'Email confirmation error: the link is invalid, expired or already used. Register again with the same email to get a new link.',
  },
  invalidCredentials: { ru: () => 'Неверный логин или пароль', en: () => 'Invalid username or password' },
  emailNotConfirmed: {
    ru: () => 'Подтвердите email: мы отправили ссылку в письме при регистрации. Нет письма? Зарегистрируйтесь ещё раз с тем же email — мы пришлём новую ссылку.',
    en: () => 'Please confirm your email: we sent you a link when you registered. No email? Register again with the same email and we will send a new link.',
  },
  loggedOut: { ru: () => 'Вы вышли из аккаунта', en: () => 'You have logged out' },
  unauthorized: { ru: () => 'Требуется вход в аккаунт', en: () => 'Please log in' },
  tokenInvalid: {
    ru: () => 'Сессия недействительна или истекла. Войдите снова.',
    en: () => 'The session is invalid or has expired. Please log in again.',
  },
  refreshTooEarly: {
    ru: () => 'Токен ещё рано обновлять: обновление доступно во второй половине срока его действия',
    en: () => 'Too early to refresh this token: refreshing opens in the second half of its lifetime',
  },
  instructionsSent: { ru: () => 'Инструкции отправлены на почту', en: () => 'Instructions sent to email' },
  restoreInvalid: {
    ru: () => 'Ошибка восстановления пароля: ссылка недействительна, устарела или уже использована',
    en: () => 'Password recovery error: the link is invalid, expired or already used',
  },
  passwordChanged: { ru: () => 'Пароль успешно изменён', en: () => 'Password changed successfully' },
  socialInvalid: {
    ru: () => 'Ошибка входа через социальную сеть: код недействителен или устарел. Попробуйте ещё раз.',
    en: () => 'Social login error: the code is invalid or expired. Please try again.',
  },
  socialOtherBrowser: {
    ru: () => 'Этот вход через VK ID начат в другом браузере. Если вы входили сами, начните вход заново в этом браузере.',
    en: () => 'This VK ID login was started in another browser. If it was you, start logging in again in this browser.',
  },
  rateLimited: {
    ru: (v) => `Слишком много попыток. Повторите через ${v.seconds} с.`,
    en: (v) => `Too many attempts. Try again in ${v.seconds} s.`,
  },
  notJson: {
    ru: () => 'Тело запроса должно быть JSON-объектом',
    en: () => 'The request body must be a JSON object',
  },
  tooLarge: { ru: () => 'Слишком большое тело запроса', en: () => 'The request body is too large' },
  checkFields: { ru: () => 'Проверьте поля формы', en: () => 'Please check the form fields' },
  noSuchEndpoint: { ru: (v) => `Адрес ${v.path} не найден`, en: (v) => `There is no API at ${v.path}` },
  methodNotAllowed: {
    ru: (v) => `Метод ${v.method} не поддерживается по адресу ${v.path}. Допустимо: ${v.allowed}`,
    en: (v) => `Method ${v.method} is not allowed at ${v.path}. Allowed: ${v.allowed}`,
  },
  userGone: { ru: () => 'Пользователь не найден', en: () => 'The user was not found' },
  // The cabinet (§8 where the spec gives the text).
  profileSaved: { ru: () => 'Данные успешно изменены', en: () => 'Data changed successfully' },
  fileTooLarge: {
    ru: () => 'Файл слишком большой. Выберите файл размером до 5 МБ.',
    en: () => 'The file is too large. Please select a file up to 5 MB in size.',
  },
  fileNotImage: {
    ru: () => 'Можно загрузить только изображение в формате PNG, JPEG, WebP или GIF',
    en: () => 'Only a PNG, JPEG, WebP or GIF image can be uploaded',
  },
  uploadMalformed: {
    ru: () => 'Отправьте изображение в поле «file» формы multipart/form-data',
    en: () => 'Send the image in the "file" field of a multipart/form-data form',
  },
  eventRegistered: { ru: () => 'Вы зарегистрированы на форум', en: () => 'You are registered for the forum' },
  eventRegistrationError: { ru: () => 'Ошибка регистрации на мероприятие', en: () => 'Event registration error' },
  eventNotFound: { ru: (v) => `Мероприятие ${v.id} не найдено`, en: (v) => `There is no event ${v.id}` },
  participationAdded: { ru: () => 'Вы зарегистрированы на мероприятие', en: () => 'You are registered for the session' },
  participationRemoved: { ru: () => 'Вы отказались от участия', en: () => 'You have declined to participate' },
  speakerSession: {
    ru: () => 'Вы выступаете на этой сессии: чтобы отказаться от участия, свяжитесь с организаторами',
    en: () => 'You speak at this session: to withdraw, please contact the organizers',
  },
  meetingNotFound: { ru: (v) => `Сессия ${v.id} не найдена`, en: (v) => `There is no session ${v.id}` },
  meetingsNotFound: { ru: (v) => `Сессии не найдены: ${v.ids}`, en: (v) => `No such sessions: ${v.ids}` },
  fileNotFound: { ru: () => 'Файл не найден', en: () => 'The file was not found' },
} satisfies Record<string, Message>

/** Field errors (§5: 'Required field'). */
export const FIELD_MESSAGES = {
  required: { ru: () => 'Обязательное поле', en: () => 'Required field' },
  email: { ru: () => 'Неверный формат email', en: () => 'Invalid email format' },
  password: {
    ru: () => `Пароль должен содержать от ${PASSWORD_MIN_LENGTH} до ${PASSWORD_MAX_LENGTH} символов`,
    en: () => `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`,
  },
  passwordsMismatch: { ru: () => 'Пароли не совпадают', en: () => 'Passwords do not match' },
  consent: {
    ru: () => 'Необходимо согласие на обработку персональных данных',
    en: () => 'Consent to the processing of personal data is required',
  },
  token: { ru: () => 'Неверный формат кода', en: () => 'Invalid code format' },
  string: { ru: () => 'Ожидается строка', en: () => 'A string is expected' },
  unknown: { ru: () => 'Неизвестное поле', en: () => 'Unknown field' },
  invalid: { ru: () => 'Недопустимое значение', en: () => 'Invalid value' },
  latinOnly: { ru: () => 'Только латинские буквы', en: () => 'Latin letters only' },
  phone: { ru: () => 'Телефон: + и от 10 до 15 цифр', en: () => 'Phone: + and 10 to 15 digits' },
  birthdate: { ru: () => 'Укажите настоящую дату рождения в прошлом', en: () => 'Enter a real date of birth in the past' },
  date: { ru: () => 'Неверная дата', en: () => 'Invalid date' },
  tooLong: { ru: (v) => `Не более ${v.max} символов`, en: (v) => `At most ${v.max} characters` },
  choice: { ru: () => 'Выберите значение из списка', en: () => 'Choose one of the options' },
  unknownIndustry: { ru: () => 'Такой отрасли нет', en: () => 'There is no such industry' },
  eventDays: { ru: () => 'Выберите дни форума', en: () => 'Choose days of the forum' },
  unknownMeetings: { ru: (v) => `Сессии не найдены: ${v.ids}`, en: (v) => `No such sessions: ${v.ids}` },
  idList: { ru: (v) => `От 1 до ${v.max} положительных целых чисел`, en: (v) => `1 to ${v.max} positive integers` },
} satisfies Record<string, Message>

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES
export type FieldMessageKey = keyof typeof FIELD_MESSAGES

/** An account API message (the answer's `message`) in the given language. */
export const accountMessage = (lang: Lang, key: AccountMessageKey, vars: Vars = {}) => ACCOUNT_MESSAGES[key][lang](vars)
/** A message for one form field (an entry of the answer's `errors`) in the given language. */
export const fieldMessage = (lang: Lang, key: FieldMessageKey, vars: Vars = {}): string => (FIELD_MESSAGES[key][lang] as Message[Lang])(vars)
