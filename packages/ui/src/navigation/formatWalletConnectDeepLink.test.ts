import { expect, it } from 'vitest'
import { formatWalletConnectDeepLink } from './formatWalletConnectDeepLink.js'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d'
const encoded = 'wc%3A7f6e%402%3Frelay-protocol%3Dirn%26symKey%3D587d'

it('writes a native-scheme link with the encoded URI', () => {
  expect(formatWalletConnectDeepLink('rainbow://', uri)).toBe(`rainbow://wc?uri=${encoded}`)
  expect(formatWalletConnectDeepLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encoded}`)
  expect(formatWalletConnectDeepLink('rainbow', uri)).toBe(`rainbow://wc?uri=${encoded}`)
})

it('writes a universal link with the encoded URI', () => {
  expect(formatWalletConnectDeepLink('https://link.wallet.example', uri)).toBe(
    `https://link.wallet.example/wc?uri=${encoded}`,
  )
  expect(formatWalletConnectDeepLink('https://wallet.example/app/', uri)).toBe(
    `https://wallet.example/app/wc?uri=${encoded}`,
  )
})
