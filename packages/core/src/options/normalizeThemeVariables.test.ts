import { afterEach, expect, it } from 'vitest'
import { setThemeVariables } from '../actions/theme.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { airlockLocal } from '../networks/local.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { normalizeThemeVariables } from './normalizeThemeVariables.js'

let appKit: AppKit | undefined
afterEach(() => appKit?.destroy())

it("maps AppKit's --apkt-* names onto their --w3m-* twins, the --apkt-* one winning", () => {
  expect(
    normalizeThemeVariables({
      '--w3m-accent': '#000000',
      '--apkt-accent': '#7b3fe4',
      '--apkt-font-family': 'Inter',
      '--apkt-color-mix-strength': 20,
      '--apkt-z-index': 1000,
      '--w3m-border-radius-master': '2px',
    }),
  ).toEqual({
    themeVariables: {
      '--w3m-accent': '#7b3fe4',
      '--w3m-font-family': 'Inter',
      '--w3m-color-mix-strength': 20,
      '--w3m-z-index': 1000,
      '--w3m-border-radius-master': '2px',
    },
    qrColor: undefined,
  })
  expect(normalizeThemeVariables({ '--w3m-qr-color': '#111111' }).qrColor).toBe('#111111')
  expect(
    normalizeThemeVariables({ '--w3m-qr-color': '#111111', '--apkt-qr-color': '#222222' }).qrColor,
  ).toBe('#222222')
})

it('createAppKit and setThemeVariables keep the modal’s --w3m-* keys and the QR colour apart', () => {
  appKit = createAppKit({
    networks: [airlockLocal],
    projectId: 'p',
    storage: createMemoryStorage(),
    themeVariables: { '--apkt-accent': '#7b3fe4', '--w3m-qr-color': '#111111' },
  })
  expect(appKit.state.theme).toMatchObject({
    themeVariables: { '--w3m-accent': '#7b3fe4' },
    qrColor: '#111111',
  })
  expect(Object.keys(appKit.state.theme.themeVariables)).toEqual(['--w3m-accent'])
  setThemeVariables(appKit, { '--apkt-font-size-master': '11px', '--apkt-qr-color': '#222222' })
  expect(appKit.state.theme).toMatchObject({
    themeVariables: { '--w3m-accent': '#7b3fe4', '--w3m-font-size-master': '11px' },
    qrColor: '#222222',
  })
  setThemeVariables(appKit, { '--w3m-accent': undefined })
  expect(appKit.state.theme.themeVariables['--w3m-accent']).toBeUndefined()
})
