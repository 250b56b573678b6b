import type { IndustrySeed } from './industries'
import { EXPECTED_RESULTS, KEY_QUESTIONS } from './industries'
import { type Pair, type Rng, createRng } from './prng'

const INTRO: Record<number, Pair> = {
  1: [
    'Практики {field}, представители власти и инвесторы обсудят тему «{title}» и поспорят о том, какие решения уже работают, а какие пора пересмотреть.',
    'Practitioners of {field}, officials and investors discuss “{title}” and argue about which solutions already work and which need rethinking.',
  ],
  2: [
    'Лекция о том, что стоит за темой «{title}»: история вопроса, цифры и примеры из российской и зарубежной практики.',
    'A lecture on what lies behind “{title}”: background, figures and examples from Russian and international practice.',
  ],
  3: [
    'Работа в небольших группах: участники разберут собственные задачи по теме «{title}» и уйдут с готовым планом действий. <strong>Количество мест ограничено.</strong>',
    'Hands-on work in small groups: participants tackle their own challenges around “{title}” and leave with an action plan. <strong>Places are limited.</strong>',
  ],
  4: [
    'Команды проектов в сфере {field} представят свои идеи экспертному жюри. Тема сессии — «{title}». Каждому проекту — пять минут на выступление и пять минут на вопросы.',
    'Teams working in {field} pitch their projects to an expert jury. The theme is “{title}”. Each project gets five minutes to present and five minutes for questions.',
  ],
  5: [
    'Мастер-класс от профессионалов {field}: «{title}» — на реальных примерах, с разбором инструментов и типичных ошибок.',
    'A master class by professionals in {field}: “{title}”, with real examples, tools and common mistakes.',
  ],
  6: [
    'Круглый стол: представители отрасли, региональных администраций и институтов развития ищут общие решения по теме «{title}».',
    'A round table where the industry, regional administrations and development institutions look for shared solutions on “{title}”.',
  ],
}

/** Further openings of each format, so that descriptions of one format do not all start alike. */
const MORE_INTROS: Record<number, Pair[]> = {
  1: [
    [
      '«{title}» — тема, о которой в отрасли {field} спорят громче всего. На сцене — те, кто принимает решения, и те, кто с ними не согласен.',
      '“{title}” is the subject people in {field} argue about most. On stage: those who make the decisions, and those who disagree with them.',
    ],
    [
      'Что на самом деле изменилось в теме «{title}» и что осталось словами? Дискуссия без презентаций: вопросы модератора, короткие ответы, цифры.',
      'What has really changed in “{title}”, and what is still talk? A discussion without slides: the moderator asks, the answers are short, the figures are real.',
    ],
  ],
  2: [
    [
      'За сорок минут спикер расскажет главное о теме «{title}» — так, чтобы это пригодилось в понедельник.',
      'In forty minutes the speaker covers what matters about “{title}”, in a way you can use on Monday.',
    ],
    [
      '«{title}»: лекция для тех, кто работает в сфере {field} или только собирается. Вопросы можно задать по ходу.',
      '“{title}”: a lecture for people who work in {field} or plan to. Questions are welcome as it goes.',
    ],
  ],
  3: [
    [
      'Практикум «{title}»: каждый участник работает над своей задачей, эксперты подходят к каждому столу. <strong>Нужен ноутбук.</strong>',
      'A workshop on “{title}”: everyone works on a task of their own while the experts go from table to table. <strong>Bring a laptop.</strong>',
    ],
    [
      'Меньше слов, больше дела: за полтора часа группы пройдут тему «{title}» от задачи до решения и покажут его остальным.',
      'Less talk, more work: in ninety minutes the groups take “{title}” from problem to solution and show it to the room.',
    ],
  ],
  4: [
    [
      'Питч-сессия «{title}»: проекты в сфере {field} ищут инвесторов и партнёров. Жюри выберет три проекта для встреч после форума.',
      'A pitch session on “{title}”: {field} projects looking for investors and partners. The jury picks three for meetings after the forum.',
    ],
    [
      'Команды покажут жюри, как их проекты отвечают на тему «{title}». Побеждает не самый громкий, а самый готовый к рынку.',
      'Teams show the jury how their projects answer “{title}”. The winner is not the loudest, but the most ready for the market.',
    ],
  ],
  5: [
    [
      '«{title}» — мастер-класс, после которого остаются рабочие приёмы, а не общие слова. Ведущий покажет всё на своих проектах.',
      '“{title}” is a master class that leaves you with working methods, not generalities. The host shows everything on their own projects.',
    ],
    [
      'Профессионалы {field} разберут тему «{title}» по шагам — от первого эскиза до готового результата.',
      'Professionals in {field} take “{title}” step by step, from the first sketch to the finished result.',
    ],
  ],
  6: [
    [
      'За одним столом — бизнес, город и эксперты: тема «{title}» требует договорённостей, а не докладов.',
      'Business, the city and experts at one table: “{title}” needs agreements, not speeches.',
    ],
    [
      'Круглый стол «{title}»: у каждого участника — три минуты на позицию, потом общий разговор и список предложений.',
      'A round table on “{title}”: each participant has three minutes to state a position, then an open discussion and a list of proposals.',
    ],
  ],
}

/**
 * A second paragraph that says something specific: who is on stage, what is shown, what comes
 * out of it. Chosen by the session's own little generator (seeded by its title), so the demo's
 * main sequence, and with it every other generated fact, stays as it was.
 */
const DETAILS: Pair[] = [
  ['В программе — три коротких кейса из Казани, Екатеринбурга и Владивостока и открытый разговор с залом.', 'Three short cases from Kazan, Yekaterinburg and Vladivostok, then an open discussion with the audience.'],
  ['Спикеры покажут цифры своих проектов — бюджеты, сроки, окупаемость — и объяснят, что сделали бы иначе.', 'The speakers show their projects’ figures — budgets, timelines, payback — and explain what they would do differently.'],
  ['Модератор начнёт с итогов опроса участников форума и спросит спикеров, согласны ли они с ними.', 'The moderator opens with the results of a survey of forum participants and asks the speakers whether they agree.'],
  ['Отдельный блок — о финансировании: гранты, банковские продукты и частные инвесторы.', 'A separate part covers funding: grants, bank products and private investors.'],
  ['Разговор продолжится в зоне нетворкинга у зала: спикеры останутся на полчаса после сессии.', 'The conversation continues in the networking area next to the hall: the speakers stay for half an hour afterwards.'],
  ['Участники получат подборку материалов и шаблонов, о которых пойдёт речь.', 'Participants receive a pack of the materials and templates discussed.'],
  ['Будет и практическая часть: разбор двух проектов, присланных участниками форума.', 'There is a practical part too: a review of two projects sent in by forum participants.'],
  ['Сессия рассчитана и на тех, кто только входит в отрасль: термины объясняют по ходу.', 'The session also suits people new to the field: terms are explained along the way.'],
  ['Среди гостей — представители фондов и корпораций, которые ищут партнёров.', 'Guests include foundations and corporations looking for partners.'],
  ['Итоги сессии войдут в резолюцию форума, которую направят в профильные министерства.', 'The session’s conclusions go into the forum’s resolution, sent to the relevant ministries.'],
  ['Покажут проекты, которые за год прошли путь от прототипа до первых продаж.', 'You will see projects that went from prototype to first sales in a year.'],
  ['Слово получат и скептики: в конце — короткие реплики тех, у кого не получилось, и почему.', 'The sceptics get the floor too: short remarks at the end from those for whom it did not work, and why.'],
]

const TRACK: Pair[] = [
  ['Сессия входит в трек «{industry}». Все сессии трека — в <a href="/program/grid">сетке программы</a>.', 'The session is part of the {industry} track. Find all of the track’s sessions in the <a href="/program/grid">program grid</a>.'],
  ['Другие сессии трека «{industry}» — в <a href="/program/grid">сетке программы</a>.', 'More {industry} sessions are in the <a href="/program/grid">program grid</a>.'],
  ['Трек «{industry}» продолжается весь день: смотрите <a href="/program/grid">сетку программы</a>.', 'The {industry} track runs all day: see the <a href="/program/grid">program grid</a>.'],
]

/** A number from a text, always the same for the same text. */
const seedOf = (text: string) => [...text].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7)

const fill = (t: string, v: Record<string, string>) => t.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '')
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export interface SessionTexts {
  description: Pair
  keyQuestions: Pair
  expectedResult: Pair
}

/** The rich texts of a business session; titles are plain text, so they are escaped inside HTML. */
export function sessionTexts(rng: Rng, formatId: number, title: Pair, industry: IndustrySeed): SessionTexts {
  const own = createRng(seedOf(title[0]))
  const details = own.sample(DETAILS, 2)
  const track = own.pick(TRACK)
  const intro = own.pick([INTRO[formatId] ?? INTRO[1]!, ...(MORE_INTROS[formatId] ?? [])])
  const lang = (i: 0 | 1) => {
    const vars = { field: industry.field[i], title: escapeHtml(title[i]), industry: industry.name[i] }
    return `<p>${fill(intro[i], vars)} ${details[0]![i]}</p><p>${details[1]![i]} ${fill(track[i], vars)}</p>`
  }
  const questions = rng.sample(KEY_QUESTIONS, rng.int(3, 4))
  const list = (i: 0 | 1) => `<ul>${questions.map((q) => `<li>${q[i]}</li>`).join('')}</ul>`
  const result = formatId === 4 ? EXPECTED_RESULTS[7]! : rng.pick(EXPECTED_RESULTS.slice(0, 7))
  return {
    description: [lang(0), lang(1)],
    keyQuestions: [list(0), list(1)],
    expectedResult: [`<p>${result[0]}</p>`, `<p>${result[1]}</p>`],
  }
}
