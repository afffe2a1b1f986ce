// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { createTestFrameWindow } from '../test/createTestFrameWindow.js'
import { createDomUi } from './createDomUi.js'
import { visibilityHoldTime } from './createVisibilityGate.js'

const description = {
  title: 'Send transaction',
  rows: [
    { label: 'To', value: '0xabc' },
    { label: 'Value', value: '0.1 ETH' },
  ],
}

test('the approval shows the decoded request; a script click cannot approve, Reject rejects', async () => {
  document.body.replaceChildren()
  // A frame the browser reports in plain sight (the visibility gate itself: createDomUi.visibility.test.ts).
  const frame = createTestFrameWindow({ document, visibilityTracking: true })
  const ui = createDomUi(document, { window: frame.window })
  const decision = ui.requestApproval(description, { dappName: 'Shop' })
  frame.report(true)
  const dialog = document.querySelector('[role="dialog"]')!
  expect(dialog.getAttribute('aria-label')).toBe('Send transaction')
  expect(dialog.textContent).toContain('0.1 ETH')
  expect(dialog.textContent).toContain('Requested by Shop')
  const [reject, approve] = [...dialog.querySelectorAll('button')]
  expect(approve!.disabled).toBe(true)
  await new Promise((resolve) => setTimeout(resolve, visibilityHoldTime + 50))
  expect(approve!.disabled).toBe(false)
  // A click made by script is not a user activation: nothing is approved.
  approve!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  let settled = false
  void decision.then(() => (settled = true))
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(settled).toBe(false)
  reject!.click()
  await expect(decision).resolves.toBe(false)
  expect(document.querySelector('[role="dialog"]')).toBeNull()
})

test('an approval the account cannot pay has its Buy between Reject and Approve: it answers "fund" and closes the card; without the option there is none', async () => {
  document.body.replaceChildren()
  const frame = createTestFrameWindow({ document, visibilityTracking: true })
  const ui = createDomUi(document, { window: frame.window })
  const decision = ui.requestApproval(description, { fund: 'Buy ETH' })
  frame.report(true)
  const dialog = document.querySelector('[role="dialog"]')!
  const buttons = [...dialog.querySelectorAll('button')]
  expect(buttons.map((button) => button.textContent)).toEqual(['Reject', 'Buy ETH', 'Approve'])
  // Getting funds approves nothing, so it needs no wait for the card to be seen.
  buttons[1]!.click()
  await expect(decision).resolves.toBe('fund')
  expect(document.querySelector('[role="dialog"]')).toBeNull()

  const plain = ui.requestApproval(description, {})
  const again = document.querySelector('[role="dialog"]')!
  expect([...again.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
    'Reject',
    'Approve',
  ])
  again.querySelector('button')!.click()
  await expect(plain).resolves.toBe(false)
})

test('an aborted approval closes as rejected', async () => {
  document.body.replaceChildren()
  const ui = createDomUi(document)
  const controller = new AbortController()
  const decision = ui.requestApproval(description, { signal: controller.signal })
  controller.abort()
  await expect(decision).resolves.toBe(false)
})

test('the link question names both logins and the email; a script click links nothing, Keep separate answers no', async () => {
  document.body.replaceChildren()
  const frame = createTestFrameWindow({ document, visibilityTracking: true })
  const ui = createDomUi(document, { window: frame.window })
  const choice = ui.requestLinkChoice({
    email: 'ada@example.com',
    thisLogin: 'google',
    otherLogin: 'email',
  })
  await expect.poll(() => document.querySelector('[role="dialog"]')).not.toBeNull()
  const dialog = document.querySelector('[role="dialog"]')!
  expect(dialog.getAttribute('aria-label')).toBe('Link your logins?')
  expect(dialog.textContent).toContain(
    'Your email login uses ada@example.com too. Link it with this Google login, so both open the same wallet?',
  )
  const [keep, link] = [...dialog.querySelectorAll('button')]
  expect([keep!.textContent, link!.textContent]).toEqual(['Keep separate', 'Link logins'])
  expect(link!.disabled).toBe(true)
  frame.report(true)
  await new Promise((resolve) => setTimeout(resolve, visibilityHoldTime + 50))
  link!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  let settled = false
  void choice.then(() => (settled = true))
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(settled).toBe(false)
  keep!.click()
  await expect(choice).resolves.toBe(false)
  expect(document.querySelector('[role="dialog"]')).toBeNull()
})
