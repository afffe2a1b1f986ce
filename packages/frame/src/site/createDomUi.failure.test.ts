// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { createDomUi } from './createDomUi.js'

/** A click as the visitor makes it (a trusted event), which scripts cannot make. */
function clickAsVisitor(button: Element) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'isTrusted', { value: true })
  button.dispatchEvent(event)
}

const dialog = () => document.querySelector('[role="dialog"]')

test('a failure shows why, as an alert, with Try again and Cancel; only a real click tries again', async () => {
  document.body.replaceChildren()
  const ui = createDomUi(document)
  const again = ui.requestRetry({ message: 'The server did not answer' })
  await expect.poll(dialog).not.toBeNull()
  expect(dialog()!.getAttribute('aria-label')).toBe('Something went wrong')
  expect(dialog()!.querySelector('h1')!.textContent).toBe('Something went wrong')
  expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe('The server did not answer')
  const [cancel, retry] = [...dialog()!.querySelectorAll('button')]
  expect([cancel!.textContent, retry!.textContent]).toEqual(['Cancel', 'Try again'])
  // A click made by script is not the visitor's: nothing is tried again.
  retry!.click()
  let settled = false
  void again.then(() => (settled = true))
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(settled).toBe(false)
  clickAsVisitor(retry!)
  await expect(again).resolves.toBe(true)
  expect(dialog()).toBeNull()

  const given = ui.requestRetry({ message: 'Still nothing' })
  await expect.poll(dialog).not.toBeNull()
  ;(dialog()!.querySelector('button') as HTMLButtonElement).click()
  await expect(given).resolves.toBe(false)
  expect(dialog()).toBeNull()

  // The dapp gave up the request: the card goes, answered no.
  const controller = new AbortController()
  const dropped = ui.requestRetry({ message: 'Gone', signal: controller.signal })
  await expect.poll(dialog).not.toBeNull()
  controller.abort()
  await expect(dropped).resolves.toBe(false)
  expect(dialog()).toBeNull()
})

test('the recovery card: the password field is named by a label the visitor sees; a passkey that fails says why and offers Try again', async () => {
  document.body.replaceChildren()
  const ui = createDomUi(document)
  void ui.requestRecoverySecret({ mode: 'create', userId: 'user-1', email: 'ada@example.com' })
  await expect.poll(dialog).not.toBeNull()
  const card = dialog()!
  const input = card.querySelector('input') as HTMLInputElement
  expect([...(input.labels ?? [])].map((label) => label.textContent)).toEqual(['Recovery password'])
  expect(input.getAttribute('aria-label')).toBeNull()
  const [passkey, password] = [...card.querySelectorAll('button')]
  expect([passkey!.textContent, password!.textContent]).toEqual([
    'Create a passkey',
    'Use a password instead',
  ])
  // This document has no WebAuthn: the passkey fails, and the card says so.
  clickAsVisitor(passkey!)
  await expect.poll(() => card.querySelector('[role="alert"]')?.textContent).toBeTruthy()
  expect((card.querySelector('[role="alert"]') as HTMLElement).hidden).toBe(false)
  expect(passkey!.textContent).toBe('Try again')
  expect(passkey!.disabled).toBe(false)
  // Trying again asks for the passkey again.
  clickAsVisitor(passkey!)
  expect(card.querySelector('[role="status"]')!.textContent).toBe('Waiting for your passkey…')
  expect((card.querySelector('[role="alert"]') as HTMLElement).hidden).toBe(true)
  await expect.poll(() => passkey!.textContent).toBe('Try again')
})
