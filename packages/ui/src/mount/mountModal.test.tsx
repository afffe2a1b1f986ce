import { openModal, setLanguage, setThemeMode, setThemeVariables } from '@airlock/core'
import { act, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { modalStyles } from '../styles/modalStyles.js'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { getModal } from '../test/getModal.js'
import { mountModal } from './mountModal.js'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
  vi.unstubAllGlobals()
})

/** Holds the page's idle callbacks so a test decides when the page is idle. */
function holdIdleCallbacks() {
  const callbacks: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
  const runIdle = () =>
    act(() => {
      for (const callback of callbacks.splice(0)) callback()
    })
  return { runIdle }
}

test("appends one <airlock-modal> at once; with preload: 'idle' the stylesheet and views follow when the page is quiet and idle", async () => {
  const { runIdle } = holdIdleCallbacks()
  const { appKit } = await createTestAppKit({ preload: 'idle' })
  unmount = mountModal(appKit)
  const hosts = document.body.querySelectorAll('airlock-modal')
  expect(hosts).toHaveLength(1)
  const { shadow } = getModal()
  expect(shadow.mode).toBe('open')
  expect(shadow.adoptedStyleSheets).toHaveLength(0)

  // Once the page's network has been quiet for 1 s, the views wait for the browser's idle time.
  await vi.waitFor(
    () => {
      runIdle()
      expect(shadow.adoptedStyleSheets).toHaveLength(1)
    },
    { timeout: 5_000, interval: 100 },
  )
  const rules = Array.from(shadow.adoptedStyleSheets[0]?.cssRules ?? []).map((rule) => rule.cssText)
  expect(rules.some((rule) => rule.includes('.card'))).toBe(true)
  await waitFor(() => expect(shadow.querySelector('[aria-live="polite"]')).not.toBeNull())
})

test('opening before the page is idle mounts the views at once', async () => {
  holdIdleCallbacks()
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit)
  const { shadow, view } = getModal()
  expect(await view.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  expect(shadow.adoptedStyleSheets).toHaveLength(1)
})

test('mounts into a given target and removes everything on unmount', async () => {
  const { appKit } = await createTestAppKit()
  const target = document.createElement('section')
  document.body.append(target)
  const remove = mountModal(appKit, { target })
  expect(target.querySelector('airlock-modal')).not.toBeNull()
  remove()
  expect(document.querySelector('airlock-modal')).toBeNull()
})

test('host-page styles do not reach inside: the views live in the shadow root only', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  openModal(appKit)
  const { view } = getModal()
  await view.findByRole('dialog')
  expect(document.querySelector('[role="dialog"]')).toBeNull()
  expect(modalStyles).toMatch(/:host \{\s+all: initial;/)
})

test('theme mode and AppKit theme variables reach the host as prefixed CSS variables', async () => {
  const { appKit } = await createTestAppKit({
    themeVariables: { '--w3m-accent': '#7b3fe4', '--w3m-z-index': 1200 },
  })
  unmount = mountModal(appKit)
  const { host } = getModal()
  expect(host.getAttribute('data-theme')).toBe('light')
  expect(host.style.getPropertyValue('--airlock-accent')).toBe('#7b3fe4')
  expect(host.style.getPropertyValue('--airlock-z-index')).toBe('1200')

  setThemeMode(appKit, 'dark')
  setThemeVariables(appKit, {
    '--w3m-color-mix': '#00ff00',
    '--w3m-color-mix-strength': 20,
    '--w3m-font-family': 'Inter, sans-serif',
    '--w3m-font-size-master': '9px',
    '--w3m-border-radius-master': '2px',
  })
  await waitFor(() => expect(host.getAttribute('data-theme')).toBe('dark'))
  expect(host.style.getPropertyValue('--airlock-color-mix')).toBe('#00ff00')
  expect(host.style.getPropertyValue('--airlock-color-mix-strength')).toBe('20%')
  expect(host.style.getPropertyValue('--airlock-font-family')).toBe('Inter, sans-serif')
  expect(host.style.getPropertyValue('--airlock-font-size-master')).toBe('9px')
  expect(host.style.getPropertyValue('--airlock-border-radius-master')).toBe('2px')
})

test('the stylesheet follows the spec: 360 px, z-index 999, 120/150/500 ms, reduced motion off', () => {
  expect(modalStyles).toContain('width: 360px')
  expect(modalStyles).toContain('var(--airlock-z-index, 999)')
  expect(modalStyles).toMatch(/\.title\[data-entrance\] \{[^}]*animation: fade-in 120ms/)
  expect(modalStyles).toMatch(/\.body \{[^}]*transition: height 150ms/)
  expect(modalStyles).toMatch(/\.view\[data-entrance\] \{[^}]*animation: view-in 150ms/)
  expect(modalStyles).toMatch(
    /\.overlay:not\(\[data-embedded\]\)::before \{[^}]*animation: fade-in 150ms/,
  )
  expect(modalStyles).toContain('animation: shake 500ms')
  expect(modalStyles).toContain('--_bg-base: #ffffff')
  expect(modalStyles).toContain('--_bg-base: #121313')
  expect(modalStyles).toMatch(
    /@media \(prefers-reduced-motion: reduce\) \{\s*\*, \*::before, \*::after \{\s*animation: none !important;\s*transition: none !important;/,
  )
})

test('the host carries the language and its direction; the views re-render in it', async () => {
  const { appKit } = await createTestAppKit()
  unmount = mountModal(appKit)
  const { host } = getModal()
  expect(host.dir).toBe('ltr')
  expect(host.lang).toBe('en')
  await act(() => openModal(appKit))
  expect(await getModal().view.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()

  await act(() => setLanguage(appKit, { language: 'he' }))
  expect(host.dir).toBe('rtl')
  expect(host.lang).toBe('he')
  expect(await getModal().view.findByRole('dialog', { name: 'חיבור ארנק' })).toBeTruthy()

  await act(() => setLanguage(appKit, { language: 'fr' }))
  expect(host.dir).toBe('ltr')
  expect(
    await getModal().view.findByRole('dialog', { name: 'Connecter un portefeuille' }),
  ).toBeTruthy()
})
