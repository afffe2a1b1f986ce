import { afterEach, expect, it } from 'vitest'
import type { AppKit } from '../createAppKit.js'
import { createAppKit } from '../createAppKit.js'
import type { AppKitEventName } from '../events/types.js'
import { airlockLocal } from '../networks/local.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { createTestFrameHost } from '../test/createTestFrameHost.js'
import { connectEmail } from './connectEmail.js'
import { connectOtp } from './connectOtp.js'
import { connectSocial } from './connectSocial.js'
import { openModal } from './openModal.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

async function setup() {
  const appKit = createAppKit({
    networks: [airlockLocal],
    adapters: [createTestAdapter()],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
    createFrameHost: createTestFrameHost().createFrameHost,
  })
  instances.push(appKit)
  await appKit.ready
  const events: { event: AppKitEventName; properties: unknown }[] = []
  appKit.events.subscribe(({ data }) => {
    if (data.type === 'track') events.push({ event: data.event, properties: data.properties })
  })
  return { appKit, events }
}

const login = (events: { event: string }[]) =>
  events.map(({ event }) => event).filter((event) => /^(EMAIL|SOCIAL)_/.test(event))

it("an email login tracks AppKit's events: submitted, code sent, code failed, code passed", async () => {
  const { appKit, events } = await setup()
  openModal(appKit)
  await connectEmail(appKit, { email: 'ada@example.com' })
  await expect(connectOtp(appKit, { otp: '000000' })).rejects.toThrow()
  await connectOtp(appKit, { otp: '123456' })
  expect(login(events)).toEqual([
    'EMAIL_SUBMITTED',
    'EMAIL_VERIFICATION_CODE_SENT',
    'EMAIL_VERIFICATION_CODE_FAIL',
    'EMAIL_VERIFICATION_CODE_PASS',
  ])
})

it('a social login tracks SOCIAL_LOGIN_STARTED, then its outcome with the provider', async () => {
  const { appKit, events } = await setup()
  const popup = { closed: false, close: () => undefined, location: { href: '' } }
  await expect(
    connectSocial(appKit, { provider: 'github', popup: popup as unknown as Window }),
  ).rejects.toThrow()
  expect(events.filter(({ event }) => event.startsWith('SOCIAL_'))).toEqual([
    { event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'github' } },
    {
      event: 'SOCIAL_LOGIN_ERROR',
      properties: { provider: 'github', message: expect.any(String) },
    },
  ])
})
