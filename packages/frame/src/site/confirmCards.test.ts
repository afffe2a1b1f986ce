// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { showEmailChange } from './showEmailChange.js'
import { showSocialLink } from './showSocialLink.js'

type CardParts = Pick<
  Parameters<typeof showEmailChange>[0],
  'document' | 'showCard' | 'watchVisibility'
>

/** An email change card for `currentEmail` (null: a login without one adds the address). */
const open = (currentEmail: string | null) =>
  openCard((parts) =>
    showEmailChange({
      ...parts,
      currentEmail,
      newEmail: 'mallory@example.com',
      origin: 'http://localhost:5173',
    }),
  )

/** The card `show` draws in the document, with a gate the test opens and closes as visibility would. */
function openCard(show: (parts: CardParts) => Promise<boolean>) {
  document.body.replaceChildren()
  const gate = { open: false, onChange: (_open: boolean) => {}, stopped: false }
  const answer = show({
    document,
    showCard: (label, children) => {
      const card = document.createElement('div')
      card.setAttribute('role', 'dialog')
      card.setAttribute('aria-label', label)
      card.append(...children)
      document.body.append(card)
      return () => card.remove()
    },
    watchVisibility: (_node, onChange) => {
      gate.onChange = onChange
      return {
        get isOpen() {
          return gate.open
        },
        stop: () => {
          gate.stopped = true
        },
      }
    },
  })
  const setOpen = (value: boolean) => {
    gate.open = value
    gate.onChange(value)
  }
  const dialog = document.querySelector('[role="dialog"]')!
  const [cancel, change] = [...dialog.querySelectorAll('button')]
  return { answer, dialog, cancel: cancel!, change: change!, setOpen, gate }
}

/** A click as the browser makes it for the visitor (a user activation): `isTrusted` is true. */
function trustedClick(target: Element) {
  const event = new MouseEvent('click', { bubbles: true })
  Object.defineProperty(event, 'isTrusted', { value: true })
  target.dispatchEvent(event)
}

test("the email change card names the asking page and both addresses; only a trusted click on 'Change email', while the card is really visible, confirms", async () => {
  const { answer, dialog, change, setOpen, gate } = open('ada@example.com')
  expect(dialog.getAttribute('aria-label')).toBe('Change your login email?')
  expect(dialog.textContent).toContain('Request from http://localhost:5173')
  expect(dialog.textContent).toContain('ada@example.com')
  expect(dialog.textContent).toContain('mallory@example.com')
  expect(change.textContent).toBe('Change email')
  let settled = false
  void answer.then(() => (settled = true))
  // Disabled until the card is really visible; a trusted click before that does not count.
  expect(change.disabled).toBe(true)
  trustedClick(change)
  setOpen(true)
  expect(change.disabled).toBe(false)
  // A click made by script is not a user activation.
  change.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  change.click()
  await Promise.resolve()
  expect(settled).toBe(false)
  // Covered again (the page hides or overlays the frame): closed at once.
  setOpen(false)
  expect(change.disabled).toBe(true)
  setOpen(true)
  trustedClick(change)
  await expect(answer).resolves.toBe(true)
  expect(gate.stopped).toBe(true)
  expect(document.querySelector('[role="dialog"]')).toBeNull()
})

test('Cancel answers no', async () => {
  const { answer, cancel } = open('ada@example.com')
  cancel.click()
  await expect(answer).resolves.toBe(false)
  expect(document.querySelector('[role="dialog"]')).toBeNull()
})

test('a login without an address (passkey-first or social) is asked to add one, warned whose inbox logs in, and confirms only by a trusted click on Add email', async () => {
  const { answer, dialog, change, setOpen } = open(null)
  expect(dialog.getAttribute('aria-label')).toBe('Add a login email?')
  expect(dialog.textContent).toContain('mallory@example.com')
  expect(dialog.textContent).not.toContain('Current email')
  expect(dialog.textContent).toContain('Whoever reads this inbox can log in to your wallet')
  expect(change.textContent).toBe('Add email')
  expect(change.disabled).toBe(true)
  setOpen(true)
  change.click()
  await Promise.resolve()
  trustedClick(change)
  await expect(answer).resolves.toBe(true)
})

test('the social link card names the page, the provider, the login and its email; only a trusted click on Link logins, while visible, links', async () => {
  const { answer, dialog, cancel, change, setOpen } = openCard((parts) =>
    showSocialLink({
      ...parts,
      provider: 'github',
      userName: 'mallory',
      email: 'mallory@example.com',
      origin: 'http://localhost:5173',
    }),
  )
  expect(dialog.getAttribute('aria-label')).toBe('Link a GitHub login?')
  expect(dialog.textContent).toContain('Request from http://localhost:5173')
  expect(dialog.textContent).toContain('GitHub: mallory')
  expect(dialog.textContent).toContain('mallory@example.com')
  expect(change.textContent).toBe('Link logins')
  expect(cancel.textContent).toBe('Cancel')
  trustedClick(change)
  setOpen(true)
  change.click()
  await Promise.resolve()
  trustedClick(change)
  await expect(answer).resolves.toBe(true)
})
