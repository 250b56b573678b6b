import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { ORGANIZATION_KINDS, type Organization } from '../../../kernel/contract/content'

type Kind = Organization['kind']

export const KIND_TITLES: Record<Kind, MessageDescriptor> = {
  organizer: msg`Организаторы`,
  general_partner: msg`Генеральные партнёры`,
  partner: msg`Партнёры`,
  media_partner: msg`Информационные партнёры`,
}

/** Organizations by kind, in the contract's order of kinds, each group by `sort`; empty groups dropped. */
export function groupByKind(organizations: Organization[]): { kind: Kind; items: Organization[] }[] {
  return ORGANIZATION_KINDS.map((kind) => ({
    kind,
    items: organizations.filter((o) => o.kind === kind).sort((a, b) => a.sort - b.sort || a.id - b.id),
  })).filter((group) => group.items.length > 0)
}

/** Partners only (not the organizers), for the sponsors' page. */
export const partnersOnly = (organizations: Organization[]) =>
  groupByKind(organizations)
    .filter((group) => group.kind !== 'organizer')
    .flatMap((group) => group.items)
