import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ORGANIZATION_TYPES, PURPOSES, SEXES } from '../../../kernel/contract/account-fields'

/** Labels of the contract's fixed choices (the values are the server's). */
export const ORGANIZATION_TYPE_LABELS: Record<(typeof ORGANIZATION_TYPES)[number], MessageDescriptor> = {
  company: msg`Коммерческая организация`,
  state: msg`Государственная организация`,
  nonprofit: msg`Некоммерческая организация`,
  education: msg`Образовательная организация`,
  media: msg`Средство массовой информации`,
  selfEmployed: msg`Самозанятый или индивидуальный предприниматель`,
}

export const PURPOSE_LABELS: Record<(typeof PURPOSES)[number], MessageDescriptor> = {
  businessProgram: msg`Деловая программа`,
  festivalProgram: msg`Фестивальная программа`,
  networking: msg`Новые знакомства и контакты`,
  learning: msg`Обучение`,
  press: msg`Освещение форума в СМИ`,
}

export const SEX_LABELS: Record<(typeof SEXES)[number], MessageDescriptor> = {
  M: msg`Мужской`,
  F: msg`Женский`,
}

/** "{value, label}" pairs for a select or radio group, in the contract's order. */
export const optionsOf = <K extends string>(labels: Record<K, MessageDescriptor>, translate: (m: MessageDescriptor) => string) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: translate(labels[value]) }))
