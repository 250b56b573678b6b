import { describe, expect, it } from 'vitest'
import { venueLine } from '../../../src/features/cabinet/ticket/ticket-facts'

describe('the ticket’s venue line', () => {
  it('names the city once: not after an address or a venue that holds it', () => {
    expect(venueLine({ venue: '«Казань Экспо»', address: 'ул. Выставочная, 1', city: 'Казань' })).toBe('«Казань Экспо», ул. Выставочная, 1')
    expect(venueLine({ venue: 'Town hall', address: '1 Kremlyovskaya St, Kazan', city: 'Kazan' })).toBe('Town hall, 1 Kremlyovskaya St, Kazan')
    expect(venueLine({ venue: 'Манеж', address: 'ул. Кремлёвская, 1', city: 'Казань' })).toBe('Манеж, ул. Кремлёвская, 1, Казань')
  })
})
