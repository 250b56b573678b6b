import type { StaffRole } from '../../../kernel/constants'
import type { DoorOfflineData, OfflineCheckin } from '../../../kernel/contract/staff'
import type { HallSeatsOffline } from '../../../kernel/contract/seats'
import { type PersonalRecord, readPersonal, writePersonal } from '../../session/personal-data'

/**
 * What a scanner keeps in this browser, as personal records (src/session/personal-data.ts): a
 * logout deletes them, another person's login too. The roles (so the page opens with no
 * network), the door's name, the offline queue; and the offline data (hashes, names, days).
 */
interface StaffRecord extends PersonalRecord {
  roles: StaffRole[]
  door: string
  queue: OfflineCheckin[]
}
interface DoorDataRecord extends PersonalRecord {
  data: DoorOfflineData
}

const STAFF = 'staff'
const DOOR_DATA = 'door-data'

export function readStaff(email: string | null): StaffRecord | null {
  return readPersonal<StaffRecord>(STAFF, email)
}

export function saveStaff(email: string | null, change: Partial<Omit<StaffRecord, 'email'>>) {
  if (!email) return
  const current = readStaff(email) ?? { email, roles: [], door: '', queue: [] }
  writePersonal<StaffRecord>(STAFF, { ...current, ...change, email })
}

export function readDoorData(email: string | null): DoorOfflineData | null {
  return readPersonal<DoorDataRecord>(DOOR_DATA, email)?.data ?? null
}

export function saveDoorData(email: string | null, data: DoorOfflineData) {
  if (email) writePersonal<DoorDataRecord>(DOOR_DATA, { email, data })
}

interface HallSeatsRecord extends PersonalRecord {
  data: HallSeatsOffline
}
const HALL_SEATS = 'hall-seats'

/** The seat holders and lines of today's sessions, hashed: the hall's scanner judges seats with them offline. */
export function readHallSeats(email: string | null): HallSeatsOffline | null {
  return readPersonal<HallSeatsRecord>(HALL_SEATS, email)?.data ?? null
}

export function saveHallSeats(email: string | null, data: HallSeatsOffline) {
  if (email) writePersonal<HallSeatsRecord>(HALL_SEATS, { email, data })
}
