import type { IndustrySeed } from './industries'
import { EXPECTED_RESULTS, KEY_QUESTIONS } from './industries'
import type { Pair, Rng } from './prng'

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

const TRACK: Pair = [
  'Сессия входит в трек «{industry}». Все сессии трека — в <a href="/program/grid">сетке программы</a>.',
  'The session is part of the {industry} track. Find all of the track’s sessions in the <a href="/program/grid">program grid</a>.',
]

const fill = (t: string, v: Record<string, string>) => t.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '')
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export interface SessionTexts {
  description: Pair
  keyQuestions: Pair
  expectedResult: Pair
}

/** The rich texts of a business session; titles are plain text, so they are escaped inside HTML. */
export function sessionTexts(rng: Rng, formatId: number, title: Pair, industry: IndustrySeed): SessionTexts {
  const intro = INTRO[formatId] ?? INTRO[1]!
  const lang = (i: 0 | 1) => {
    const vars = { field: industry.field[i], title: escapeHtml(title[i]), industry: industry.name[i] }
    return `<p>${fill(intro[i], vars)}</p><p>${fill(TRACK[i], vars)}</p>`
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
