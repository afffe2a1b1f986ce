// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { createDomUi } from './createDomUi.js'

/** Submits the password form as the visitor's Enter or click does (a trusted event). */
function submitAsVisitor(form: HTMLFormElement) {
  const event = new Event('submit', { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'isTrusted', { value: true })
  form.dispatchEvent(event)
}

test('F9: a guessable 12-character recovery password (common word, sequence, year) no longer seals a new wallet; a strong one does', async () => {
  document.body.replaceChildren()
  const ui = createDomUi(document)
  const secret = ui.requestRecoverySecret({
    mode: 'create',
    userId: 'user-1',
    email: 'ada@example.com',
  })
  let settled = false
  void secret.then(() => (settled = true))
  const dialog = document.querySelector('[role="dialog"]')!
  const input = dialog.querySelector('input[type="password"]') as HTMLInputElement
  const form = dialog.querySelector('form') as HTMLFormElement
  const status = dialog.querySelector('[role="status"]')!
  // Each passed the old rule (12 characters) and falls to the first guesses of an offline attack.
  for (const guessable of ['password1234', 'Summer2024!!', 'qwertyuiop12', 'ada@example.com']) {
    input.value = guessable
    submitAsVisitor(form)
    await expect.poll(() => status.textContent).not.toBe('')
    expect(settled).toBe(false)
    status.textContent = ''
  }
  input.value = 'k8#Pz2!qW9m$vR'
  submitAsVisitor(form)
  await expect(secret).resolves.toEqual({ kind: 'password', password: 'k8#Pz2!qW9m$vR' })
})

test('F9: restoring with a password asks no strength: an old, weaker password still opens the wallet', async () => {
  document.body.replaceChildren()
  const ui = createDomUi(document)
  const secret = ui.requestRecoverySecret({
    mode: 'recover',
    kind: 'password',
    userId: 'user-1',
    email: 'ada@example.com',
  })
  const form = document.querySelector('form') as HTMLFormElement
  ;(form.querySelector('input') as HTMLInputElement).value = 'password1234'
  submitAsVisitor(form)
  await expect(secret).resolves.toEqual({ kind: 'password', password: 'password1234' })
})
