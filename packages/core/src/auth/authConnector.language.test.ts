import { appEventSchemas } from '@airlock/frame'
import { afterEach, expect, it } from 'vitest'
import { connectEmail } from '../actions/connectEmail.js'
import { openModal } from '../actions/openModal.js'
import { setLanguage } from '../actions/setLanguage.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { languages } from '../i18n/languages.js'
import { airlockLocal } from '../networks/local.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { createTestFrameHost } from '../test/createTestFrameHost.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

/** An app with email login whose frame host records what the app sends it. */
function setup(language?: string) {
  const frame = createTestFrameHost()
  const appKit = createAppKit({
    networks: [airlockLocal],
    adapters: [createTestAdapter()],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
    features: { email: true },
    createFrameHost: frame.createFrameHost,
    ...(language ? { language } : {}),
  })
  instances.push(appKit)
  /** The SYNC_DAPP_DATA payload, once the frame is up. */
  const syncedData = () =>
    frame.requests.find((request) => request.name === 'SYNC_DAPP_DATA')?.payload as
      | Record<string, unknown>
      | undefined
  return { appKit, frame, syncedData }
}

/** Whether the frame's own schema accepts this SYNC_DAPP_DATA payload. */
const frameAccepts = (payload: unknown) =>
  appEventSchemas.SYNC_DAPP_DATA.safeParse({
    id: crypto.randomUUID(),
    type: '@w3m-app/SYNC_DAPP_DATA',
    payload,
  }).success

it("the frame learns the modal's language with the dapp data (?lang=ar in the demo)", async () => {
  const { appKit, syncedData } = setup('ar')
  await appKit.ready
  openModal(appKit)
  await connectEmail(appKit, { email: 'ada@example.com' })
  expect(syncedData()).toMatchObject({ projectId: 'test', language: 'ar' })
  expect(frameAccepts(syncedData())).toBe(true)
})

it('a language the app switches to before the frame comes up is the one the frame gets', async () => {
  const { appKit, syncedData } = setup()
  await appKit.ready
  await setLanguage(appKit, { language: 'he-IL' })
  openModal(appKit)
  await connectEmail(appKit, { email: 'ada@example.com' })
  expect(syncedData()?.language).toBe('he')
})

it('every language the modal speaks is one the frame speaks', () => {
  for (const language of languages)
    expect(frameAccepts({ projectId: 'test', language }), language).toBe(true)
})
