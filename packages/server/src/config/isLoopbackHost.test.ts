import { expect, test } from 'vitest'
import { isLoopbackHost } from './isLoopbackHost.js'

test('loopback: localhost, 127.0.0.0/8 and ::1 in their spellings; anything else is public', () => {
  for (const host of [
    'localhost',
    '127.0.0.1',
    '127.1.2.3',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
  ]) {
    expect(isLoopbackHost(host), host).toBe(true)
  }
  for (const host of [
    '0.0.0.0',
    '::',
    '10.0.0.5',
    '192.168.1.2',
    'example.com',
    '::ffff:10.0.0.1',
    '128.0.0.1',
  ]) {
    expect(isLoopbackHost(host), host).toBe(false)
  }
})
