import { describe, expect, it } from 'vitest'
import { describeDevice } from '../../../src/features/cabinet/security/device'

describe('a session’s device is named as a person recognizes it', () => {
  it('browser and system from the User-Agent', () => {
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe('Firefox · Linux')
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1')).toBe('Safari · iPhone')
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0')).toBe('Edge · Windows')
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 YaBrowser/25.1 Mobile Safari/537.36')).toBe('Yandex Browser · Android')
  })

  it('nothing known: null (the page shows the raw text or “unknown device”)', () => {
    expect(describeDevice(null)).toBeNull()
    expect(describeDevice('curl/8.5.0')).toBeNull()
  })
})
