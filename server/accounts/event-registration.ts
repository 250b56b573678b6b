import { randomBytes } from 'node:crypto'
import { EVENT_ID, type Lang } from '../../kernel/constants'
import { type EventRegistrationBody, accountEndpoints } from '../../kernel/contract/account'
import { logSecurity } from '../auth/security-log'
import type { Db } from '../db/types'
import { emitEvent } from '../events/outbox'
import { type ExtraCheck, readBody } from './body'
import { eventDays, saveEventView } from './cabinet-store'
import { type AccountDeps, langFor, okWithMessage, requireUser } from './context'
import { accountError } from './errors'
import { accountMessage, fieldMessage } from './messages'
import { type ProfileFields, industryCheck, saveProfileFields } from './profile-store'
import type { RouteTable } from './routes'

const WORK_FIELDS = ['organization', 'organization_type', 'industry_id', 'position'] as const
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** What the struct cannot see: the work step (§2) unless ticked away, the industry, the event's days. */
function registrationChecks(db: Db, lang: Lang, days: { first_day: string; last_day: string }): ExtraCheck {
  const industry = industryCheck(db, lang)
  return async (raw) => {
    const errors: Record<string, string> = {}
    if (raw.notCreativeIndustry !== true) {
      for (const field of WORK_FIELDS) if (blank(raw[field])) errors[field] = fieldMessage(lang, 'required')
      Object.assign(errors, await industry(raw))
    }
    if (Array.isArray(raw.days)) {
      const outside = raw.days.some((d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) && (d < days.first_day || d > days.last_day))
      if (outside) errors.days = fieldMessage(lang, 'eventDays')
    }
    return errors
  }
}

/** The profile fields the wizard carries; blanks (and the work step when ticked away) keep the profile's values. */
function profileFieldsOf(body: EventRegistrationBody): ProfileFields {
  const fields: ProfileFields = {
    lastname: body.lastname,
    firstname: body.firstname,
    lastname_en: body.lastname_en,
    firstname_en: body.firstname_en,
    sex: body.sex,
    birthdate: body.birthdate,
    phone: body.phone,
    city: body.city,
    region: body.region,
  }
  if (body.surname) fields.surname = body.surname
  if (body.education) fields.education = body.education
  if (!body.notCreativeIndustry) {
    Object.assign(fields, { organization: body.organization, organization_type: body.organization_type, industry_id: body.industry_id, position: body.position })
  }
  return fields
}

/**
 * PUT /api/user/event/register: the wizard's submission. Creates the person's view of the event
 * (member_role 'visitor', an opaque random ticket code) and saves the profile fields it carries.
 * Submitting again is idempotent: the same view and ticket (a speaker stays a speaker); the
 * answers and profile fields are updated. Field problems: 422 'Event registration error'.
 */
export function eventRegistrationRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db, clock } = deps
  routes.add('PUT', accountEndpoints.registerForEvent.path, async (c) => {
    const lang = langFor(c)
    const { userId } = await requireUser(deps, c)
    const event = await eventDays(db)
    if (!event) throw accountError(lang, 404, 'not_found', 'eventNotFound', { vars: { id: EVENT_ID } })
    const body = await readBody(c, accountEndpoints.registerForEvent.body, lang, {
      message: 'eventRegistrationError',
      extra: registrationChecks(db, lang, event),
    })
    const days = [...new Set(body.days)].sort()
    const view = await db.transaction(async (tx) => {
      await saveProfileFields(tx, userId, profileFieldsOf(body))
      const saved = await saveEventView(tx, userId, {
        // 18 random bytes: 24 URL-safe characters, nothing derived from the person.
        qrCode: randomBytes(18).toString('base64url'),
        purpose: body.purpose,
        days,
        notCreativeIndustry: body.notCreativeIndustry,
        consentAt: new Date(clock()),
      })
      // The webhooks' event, for a first registration only (a later save changes the days).
      if (saved.inserted) await emitEvent(tx, 'registration.created', { user_id: userId, event_id: EVENT_ID, member_role: saved.member_role, days }, new Date(clock()))
      return saved
    })
    // A role granted (the first registration makes the person a visitor of the event): a security event.
    if (view.inserted) logSecurity(deps.log, 'role_changed', { user: userId, role: view.member_role }, clock())
    return okWithMessage(c, { member_role: view.member_role, qr_code: view.qr_code, days: view.days ?? null }, accountMessage(lang, 'eventRegistered'))
  })
}
