// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { createDomUi } from './createDomUi.js'

test("the frame's UI asks an email change in its own card: a dialog 'Change your login email?' with 'Change email' and 'Cancel'", async () => {
  document.body.replaceChildren()
  const ui = createDomUi(document)
  const answer = ui.requestEmailChange({
    currentEmail: 'ada@example.com',
    newEmail: 'ada.new@example.com',
    origin: 'http://localhost:5173',
  })
  await expect.poll(() => document.querySelector('[role="dialog"]')).not.toBeNull()
  const dialog = document.querySelector('[role="dialog"]')!
  expect(dialog.getAttribute('aria-label')).toBe('Change your login email?')
  const [cancel, change] = [...dialog.querySelectorAll('button')]
  expect([cancel!.textContent, change!.textContent]).toEqual(['Cancel', 'Change email'])
  expect(change!.disabled).toBe(true)
  cancel!.click()
  await expect(answer).resolves.toBe(false)
})
