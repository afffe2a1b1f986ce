import { setLanguage, setThemeMode, setThemeVariables } from '@airlock/core'
import { act, render } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { ConnectButton, type ConnectButtonProps } from './ConnectButton.js'
import { renderConnectButtonShell } from './ConnectButtonShell.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

/** An element as its markup says it: tag, attributes (sorted) and text. */
function describe(element: Element | null) {
  if (!element) return undefined
  // The style as its declarations: the same declarations can be written with other spacing.
  const style = element instanceof HTMLElement ? element.style : undefined
  const names = Array.from({ length: style?.length ?? 0 }, (_, index) => style?.item(index) ?? '')
  const declarations = names.map((name) => `${name}: ${style?.getPropertyValue(name)}`)
  const attributes = [...element.attributes]
    .filter((attribute) => attribute.name !== 'style')
    .map((attribute) => `${attribute.name}=${attribute.value}`)
    .concat(declarations.map((declaration) => `style ${declaration}`))
    .sort()
  return { tag: element.tagName, attributes, text: element.textContent }
}

const cases: Array<[string, Omit<ConnectButtonProps, 'appKit'>]> = [
  ['no props', {}],
  ['a label, a size, disabled', { label: 'Sign in', size: 'sm', disabled: true }],
  ['a loading label', { loadingLabel: 'Hold on', namespace: 'eip155' }],
]

test.each(cases)('the shell is the markup ConnectButton renders: %s', async (_, props) => {
  const { appKit } = await createTestAppKit()
  const compare = () => {
    const shell = document.createElement('span')
    renderConnectButtonShell(shell, appKit, props)
    const { container, unmount } = render(<ConnectButton appKit={appKit} {...props} />)
    const rendered = describe(container.querySelector('button'))
    unmount()
    expect(describe(shell.firstElementChild)).toEqual(rendered)
    return rendered
  }
  const light = compare()
  expect(light?.attributes).toContain('data-theme=light')

  // Another theme, theme variables (a bare number becomes a percentage) and a connection pending.
  setThemeMode(appKit, 'dark')
  setThemeVariables(appKit, { '--w3m-accent': '#7b3fe4', '--w3m-color-mix-strength': 20 })
  appKit.state.connection.status = 'pending'
  const dark = compare()
  expect(dark?.attributes).toContain('aria-busy=true')
  expect(dark?.attributes).toContain('style --airlock-color-mix-strength: 20%')

  // Another language, once its catalogue is in.
  appKit.state.connection.status = 'idle'
  await setLanguage(appKit, { language: 'de' })
  const german = compare()
  expect(german?.attributes).toContain('lang=de')
  if (props.label === undefined) expect(german?.text).not.toBe(light?.text)
})

test('React hydrates the shell without a mismatch, keeps its node and focus, and then owns the click', async () => {
  const { appKit } = await createTestAppKit()
  setThemeVariables(appKit, { '--w3m-accent': '#7b3fe4' })
  const errors = vi.spyOn(console, 'error')
  const recoverable = vi.fn()
  const container = document.createElement('span')
  document.body.append(container)
  const { button, detach } = renderConnectButtonShell(container, appKit, { label: 'Sign in' })
  button.focus()

  detach()
  // Detached and not yet hydrated, a click does nothing: no second handler once React takes over.
  button.click()
  expect(appKit.state.modal.open).toBe(false)

  const root = await act(() =>
    hydrateRoot(container, <ConnectButton appKit={appKit} label="Sign in" />, {
      onRecoverableError: recoverable,
    }),
  )
  expect(container.firstElementChild).toBe(button)
  expect(document.activeElement).toBe(button)
  expect(recoverable).not.toHaveBeenCalled()
  expect(errors.mock.calls).toEqual([])

  button.click()
  expect(appKit.state.modal.open).toBe(true)
  flushSync(() => root.unmount())
})

test('before React takes over, a click on the shell opens the modal narrowed to its namespace', async () => {
  const { appKit } = await createTestAppKit()
  const container = document.createElement('span')
  renderConnectButtonShell(container, appKit, { namespace: 'eip155' }).button.click()
  expect(appKit.state.modal.open).toBe(true)
  expect(appKit.state.modal.namespace).toBe('eip155')
})

test('drawing again updates the same button, which keeps its focus', async () => {
  const { appKit } = await createTestAppKit()
  const container = document.createElement('span')
  document.body.append(container)
  const first = renderConnectButtonShell(container, appKit, { size: 'sm', disabled: false })
  first.button.focus()
  first.detach()
  appKit.state.connection.status = 'pending'
  const second = renderConnectButtonShell(container, appKit, { label: 'Sign in' })
  expect(second.button).toBe(first.button)
  expect(document.activeElement).toBe(first.button)
  expect(describe(second.button)).toEqual({
    tag: 'BUTTON',
    attributes: [
      'aria-busy=true',
      'class=airlock-button',
      'data-theme=light',
      'lang=en',
      'type=button',
    ],
    text: 'Connecting…',
  })
})
