import { expect, test } from 'vitest'
import { getConnectMethodsOrder } from './getConnectMethodsOrder.js'

test('the passkey login is left out while its feature is off, even where the order names it', () => {
  expect(
    getConnectMethodsOrder({ passkey: false, connectMethodsOrder: ['email', 'passkey', 'wallet'] }),
  ).toEqual(['email', 'wallet'])
})

test('on, it goes where the order names it, else after social, else after email, else first', () => {
  expect(
    getConnectMethodsOrder({ passkey: true, connectMethodsOrder: ['passkey', 'wallet', 'email'] }),
  ).toEqual(['passkey', 'wallet', 'email'])
  expect(
    getConnectMethodsOrder({ passkey: true, connectMethodsOrder: ['email', 'social', 'wallet'] }),
  ).toEqual(['email', 'social', 'passkey', 'wallet'])
  expect(
    getConnectMethodsOrder({ passkey: true, connectMethodsOrder: ['social', 'wallet', 'email'] }),
  ).toEqual(['social', 'wallet', 'email', 'passkey'])
  expect(getConnectMethodsOrder({ passkey: true, connectMethodsOrder: ['wallet'] })).toEqual([
    'passkey',
    'wallet',
  ])
})
