import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuditPage, DeskMe, RoleHolder, deskEndpoints } from '../../kernel/contract/desk'
import { array } from 'superstruct'
import { type AccountTestServer, createAccountServer, expectData, expectError, freshEmail, login, registeredUser } from './helpers/account'
import { demoToken } from './helpers/cabinet'
import { auditOf, deskCall } from './helpers/desk'
import { runStaffCommand } from '../../server/desk/staff-command'

let server: AccountTestServer
let admin: string
let visitor: string
let door: string

beforeAll(async () => {
  server = await createAccountServer()
  admin = await demoToken(server, 'organizer')
  visitor = await demoToken(server, 'visitor')
  door = await demoToken(server, 'staff')
})
afterAll(() => server?.close())

describe('desk: the role is checked on every call', () => {
  it('no token: 401 on every desk endpoint', async () => {
    for (const endpoint of Object.values(deskEndpoints)) expectError(await deskCall(server, endpoint, undefined), 401)
  })

  it('a visitor and a door steward get 403 desk_only on every desk endpoint, with the message in their language', async () => {
    for (const endpoint of Object.values(deskEndpoints)) {
      expectError(await deskCall(server, endpoint, visitor), 403, 'desk_only')
      expectError(await deskCall(server, endpoint, door), 403, 'desk_only')
    }
    const en = expectError(await deskCall(server, deskEndpoints.me, visitor, { lang: 'en' }), 403, 'desk_only')
    expect(en.message).toMatch(/forum's team/)
  })

  it('an unknown desk path is refused to a visitor before it is looked up', async () => {
    expectError(await deskCall(server, { method: 'GET', path: '/api/desk/people' }, visitor), 403, 'desk_only')
  })

  it('the demo organizer is an admin: /api/desk/me names them and their roles', async () => {
    const me = expectData(await deskCall(server, deskEndpoints.me, admin), DeskMe)
    expect(me.email).toBe('organizer@horizon-forum.example')
    expect(me.roles).toContain('admin')
  })

  it('an editor is refused the roles page and the audit log (403 role_needed)', async () => {
    const { email, password } = await registeredUser(server)
    expectData(await deskCall(server, deskEndpoints.grantRole, admin, { body: { email, role: 'editor' } }), array(RoleHolder))
    const editor = await login(server, email, password)
    expect(expectData(await deskCall(server, deskEndpoints.me, editor), DeskMe).roles).toEqual(['editor'])
    expectError(await deskCall(server, deskEndpoints.roles, editor), 403, 'role_needed')
    expectError(await deskCall(server, deskEndpoints.audit, editor), 403, 'role_needed')
    expectError(await deskCall(server, deskEndpoints.grantRole, editor, { body: { email, role: 'admin' } }), 403, 'role_needed')
  })
})

describe('desk: roles by e-mail', () => {
  it('an admin grants and removes a role, each change in the audit log with who, before, after and where from', async () => {
    const { email } = await registeredUser(server)
    const list = expectData(await deskCall(server, deskEndpoints.grantRole, admin, { body: { email: ` ${email.toUpperCase()} `, role: 'editor' } }), array(RoleHolder))
    expect(list.find((h) => h.email === email)?.roles).toEqual(['editor'])
    const [granted] = await auditOf(server, 'role')
    expect(granted).toMatchObject({ actor: 'organizer@horizon-forum.example', actor_kind: 'person', entity_id: email, action: 'grant', before: { roles: [] }, after: { roles: ['editor'] } })
    expect(granted!.origin).not.toBe('')
    const after = expectData(await deskCall(server, deskEndpoints.revokeRole, admin, { body: { email, role: 'editor' } }), array(RoleHolder))
    expect(after.find((h) => h.email === email)).toBeUndefined()
    expect((await auditOf(server, 'role'))[0]).toMatchObject({ action: 'revoke', before: { roles: ['editor'] }, after: { roles: [] } })
  })

  it('bad input: an address with no account, a bad address, an unknown role, not JSON: a clear 4xx, never a 500', async () => {
    const none = expectError(await deskCall(server, deskEndpoints.grantRole, admin, { body: { email: freshEmail('nobody'), role: 'editor' } }), 422, 'no_account')
    expect(none.errors?.email?.[0]).toMatch(/регистрируется/)
    expect(expectError(await deskCall(server, deskEndpoints.grantRole, admin, { body: { email: 'not an address', role: 'editor' } }), 422).errors).toHaveProperty('email')
    expect(expectError(await deskCall(server, deskEndpoints.grantRole, admin, { body: { email: 'a@example.org', role: 'king' } }), 422).errors).toHaveProperty('role')
    expectError(await deskCall(server, deskEndpoints.grantRole, admin, { rawBody: '{oops' }), 400)
    expectError(await deskCall(server, deskEndpoints.audit, admin, { query: { day: 'yesterday' } }), 400)
  })

  it('the last admin cannot lose the role in the desk', async () => {
    const admins = (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM staff WHERE role = 'admin'"))[0]!.n
    expect(admins).toBe(1)
    expectError(await deskCall(server, deskEndpoints.revokeRole, admin, { body: { email: 'organizer@horizon-forum.example', role: 'admin' } }), 409, 'last_admin')
  })

  it('npm run staff -- add EMAIL admin: the command grants it, with a CLI entry in the audit log', async () => {
    const { email, password } = await registeredUser(server)
    const [message, code] = await runStaffCommand(server.db, ['add', email, 'admin'])
    expect([message, code]).toEqual([`${email}: now admin`, 0])
    expect((await auditOf(server, 'role'))[0]).toMatchObject({ actor_kind: 'cli', origin: 'cli', action: 'grant', entity_id: email })
    const token = await login(server, email, password)
    expect(expectData(await deskCall(server, deskEndpoints.me, token), DeskMe).roles).toEqual(['admin'])
    expect((await runStaffCommand(server.db, ['add', email, 'boss']))[1]).toBe(2)
  })

  it('the audit page lists entries newest first, by entity, person and day', async () => {
    const page = expectData(await deskCall(server, deskEndpoints.audit, admin, { query: { entity: 'role' } }), AuditPage)
    expect(page.entries.length).toBeGreaterThan(0)
    expect(page.entries.every((e) => e.entity === 'role')).toBe(true)
    expect(page.entities).toContain('role')
    const byCli = expectData(await deskCall(server, deskEndpoints.audit, admin, { query: { actor: 'npm run staff' } }), AuditPage)
    expect(byCli.entries.every((e) => e.actor_kind === 'cli')).toBe(true)
    const none = expectData(await deskCall(server, deskEndpoints.audit, admin, { query: { day: '2001-01-01' } }), AuditPage)
    expect(none.entries).toEqual([])
  })
})
