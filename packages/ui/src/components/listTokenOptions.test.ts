import { expect, test } from 'vitest'
import { listTokenOptions } from './listTokenOptions.js'

const eth = {
  key: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  symbol: 'ETH',
  name: 'Ether',
}
const usdc = {
  key: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  name: 'USD Coin',
}
const dai = {
  key: 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F',
  symbol: 'DAI',
  name: 'Dai',
}

test('each token once: a key listed in an earlier section (in any case) is not listed again', () => {
  const sections = listTokenOptions(
    [
      { title: 'yourTokens', options: [eth, usdc] },
      {
        title: 'popularTokens',
        options: [eth, dai, { ...usdc, key: usdc.key.toLowerCase() }, dai],
      },
    ],
    '',
  )
  expect(sections.map((section) => section.options.map((option) => option.symbol))).toEqual([
    ['ETH', 'USDC'],
    ['DAI'],
  ])
})

test('a search narrows by symbol, name or the end of the address, and drops emptied sections', () => {
  const sections = [
    { title: 'yourTokens' as const, options: [eth] },
    { title: 'popularTokens' as const, options: [usdc, dai] },
  ]
  expect(listTokenOptions(sections, ' coin ').map((section) => section.title)).toEqual([
    'popularTokens',
  ])
  expect(listTokenOptions(sections, 'dai')[0]?.options).toEqual([dai])
  expect(listTokenOptions(sections, '271D0f')[0]?.options).toEqual([dai])
  expect(listTokenOptions(sections, 'zzz')).toEqual([])
})
