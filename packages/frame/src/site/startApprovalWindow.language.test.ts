// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { createDomUi } from './createDomUi.js'
import { type ApprovalWindowSelf, startApprovalWindow } from './startApprovalWindow.js'

const frameOrigin = 'http://wallet.localhost:8788'

test("the approval window speaks the frame's language: Arabic buttons, right to left", async () => {
  document.body.replaceChildren()
  const opener = { postMessage: () => undefined }
  const listeners = new Set<(event: MessageEvent) => void>()
  const self: ApprovalWindowSelf = {
    opener,
    top: undefined,
    location: { origin: frameOrigin },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    close: () => undefined,
  }
  ;(self as { top: unknown }).top = self
  startApprovalWindow({ window: self, ui: createDomUi(document), showStatus: () => undefined })
  // The frame sends its card already in the visitor's language, and the language itself.
  const request = {
    type: 'airlock-approval-window/request',
    nonce: crypto.randomUUID(),
    description: { title: 'توقيع رسالة', rows: [{ label: 'الرسالة', value: 'hello' }] },
    options: { origin: 'http://localhost:5173' },
    language: 'ar',
  }
  for (const listener of listeners)
    listener({ data: request, origin: frameOrigin, source: opener } as unknown as MessageEvent)
  await expect.poll(() => document.querySelector('[role="dialog"]')).not.toBeNull()
  expect(document.documentElement.dir).toBe('rtl')
  const buttons = [...document.querySelectorAll('[role="dialog"] button')].map(
    (button) => button.textContent,
  )
  expect(buttons).toEqual(['رفض', 'موافقة'])
})
