// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { showDeviceApproval } from './showDeviceApproval.js'

/** The card in the document, with a wait the test settles as the server would answer. */
function open(email?: string) {
  document.body.replaceChildren()
  const wait: { signal?: AbortSignal; resolve(): void; reject(error: Error): void } = {
    resolve: () => {},
    reject: () => {},
  }
  const answer = showDeviceApproval({
    email,
    wait: (signal) =>
      new Promise<void>((resolve, reject) => Object.assign(wait, { signal, resolve, reject })),
    document,
    showCard: (label, children) => {
      const card = document.createElement('div')
      card.setAttribute('role', 'dialog')
      card.setAttribute('aria-label', label)
      card.append(...children)
      document.body.append(card)
      return () => card.remove()
    },
  })
  const dialog = document.querySelector('[role="dialog"]')!
  return { answer, dialog, cancel: dialog.querySelector('button')!, wait }
}

test('the card says where to approve, with the address the link went to, and closes once the device is approved', async () => {
  const { answer, dialog, wait } = open('a•••@example.com')
  expect(dialog.getAttribute('aria-label')).toBe('Approve this device')
  expect(dialog.textContent).toContain(
    'Approve this device from the link we sent to your email, a•••@example.com.',
  )
  expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Waiting for the approval…')
  wait.resolve()
  await expect(answer).resolves.toBe(true)
  expect(document.querySelector('[role="dialog"]')).toBeNull()
})

test('Cancel answers no and stops the wait; an expired link fails the card', async () => {
  const cancelled = open()
  expect(cancelled.dialog.textContent).toContain(
    'Approve this device from the link we sent to your email.',
  )
  cancelled.cancel.click()
  await expect(cancelled.answer).resolves.toBe(false)
  expect(cancelled.wait.signal?.aborted).toBe(true)
  expect(document.querySelector('[role="dialog"]')).toBeNull()

  const expired = open('a•••@example.com')
  expired.wait.reject(new Error('Code expired'))
  await expect(expired.answer).rejects.toThrow('Code expired')
  expect(document.querySelector('[role="dialog"]')).toBeNull()
})
