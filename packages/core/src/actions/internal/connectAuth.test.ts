import { FrameStorageUnavailableError } from '@airlock/frame'
import { afterEach, expect, it } from 'vitest'
import { type AppKit, createAppKit } from '../../createAppKit.js'
import type { AppKitEvent } from '../../events/types.js'
import { airlockLocal } from '../../networks/local.js'
import { createMemoryStorage } from '../../storage/createStorage.js'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { createTestFrameHost } from '../../test/createTestFrameHost.js'
import { connectEmail } from '../connectEmail.js'
import { connectOtp } from '../connectOtp.js'
import { openModal } from '../openModal.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

it('a login whose frame has no storage rejects the connect call with FrameStorageUnavailableError and reports FRAME_STORAGE_ERROR', async () => {
  // The frame accepts the code, then cannot open the wallet: the browser denies it IndexedDB.
  const frame = createTestFrameHost()
  const create = frame.createFrameHost
  frame.createFrameHost = async (parameters) => {
    const host = await create(parameters)
    return {
      ...host,
      request: async (name, payload, options) => {
        if (name === 'GET_USER')
          throw new FrameStorageUnavailableError({ requestType: '@w3m-app/GET_USER' })
        return host.request(name, payload, options)
      },
    }
  }
  const appKit = createAppKit({
    networks: [airlockLocal],
    adapters: [createTestAdapter()],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
    features: { email: true },
    createFrameHost: frame.createFrameHost,
  })
  instances.push(appKit)
  await appKit.ready
  const events: AppKitEvent[] = []
  appKit.events.subscribe((event) => events.push(event))

  openModal(appKit)
  await connectEmail(appKit, { email: 'ada@example.com' })
  const failure = await connectOtp(appKit, { otp: '123456' }).catch((error: unknown) => error)

  expect(failure).toBeInstanceOf(FrameStorageUnavailableError)
  expect(failure).toMatchObject({ code: 'FRAME_STORAGE_UNAVAILABLE' })
  const reported = events.filter((event) => event.data.type === 'error')
  expect(reported.map((event) => event.data)).toEqual([
    expect.objectContaining({
      event: 'FRAME_STORAGE_ERROR',
      error: failure,
      properties: expect.objectContaining({ code: 'FRAME_STORAGE_UNAVAILABLE' }),
    }),
  ])
  expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
  // The modal stays on the code, where the visitor reads why.
  expect(appKit.state.modal.open).toBe(true)
})
