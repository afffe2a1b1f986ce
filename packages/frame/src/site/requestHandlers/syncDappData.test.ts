// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { createDomUi } from '../createDomUi.js'
import type { FrameHandlerContext } from './context.js'
import { syncDappData } from './syncDappData.js'

test("SYNC_DAPP_DATA's language: the cards speak it from now on, right to left for Persian", async () => {
  document.body.replaceChildren()
  const ui = createDomUi(document)
  const state = { dappName: undefined as string | undefined }
  // Only what this handler reads of the request context.
  const context = { ui, state } as unknown as FrameHandlerContext
  syncDappData(
    context,
    {
      projectId: 'shop',
      language: 'fa',
      metadata: { name: 'Shop', description: '', url: 'https://shop.example', icons: [] },
    },
    crypto.randomUUID(),
  )
  expect(state.dappName).toBe('Shop')
  const decision = ui.requestApproval({ title: 'امضای پیام', rows: [] }, { dappName: 'Shop' })
  await expect.poll(() => document.querySelector('[role="dialog"]')).not.toBeNull()
  expect(document.documentElement.dir).toBe('rtl')
  expect(document.documentElement.lang).toBe('fa')
  const [reject, approve] = [...document.querySelectorAll('[role="dialog"] button')]
  expect([reject?.textContent, approve?.textContent]).toEqual(['رد', 'تأیید'])
  ;(reject as HTMLButtonElement).click()
  await expect(decision).resolves.toBe(false)
})
