import { describe, expect, it } from 'vitest'
import { returnPathOf, safeReturnPath } from '../../../src/lib/safe-path'

const origin = 'https://forum.example'

describe('§4 the return path after a relogin', () => {
  it('§4: a page of the site is its own return path', () => {
    expect(returnPathOf('/cabinet/personal-data?x=1#top', origin)).toBe('/cabinet/personal-data?x=1#top')
    expect(returnPathOf('/loginish', origin)).toBe('/loginish')
  })

  it('§4: a 401 on the login page returns to the page the login was asked for, never to /login', () => {
    expect(returnPathOf('/login?redirect=%2Fcabinet', origin)).toBe('/cabinet')
    expect(returnPathOf('/login', origin)).toBe('/')
    expect(returnPathOf('/login?confirm=abc', origin)).toBe('/')
  })

  it('§4: a redirect that leaves the site is not followed', () => {
    expect(returnPathOf('/login?redirect=%2F%2Fevil.example', origin)).toBe('/')
    expect(safeReturnPath('https://evil.example/x', origin)).toBe('/')
  })
})
