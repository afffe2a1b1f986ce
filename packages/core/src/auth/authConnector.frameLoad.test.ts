import { FrameTimeoutError } from '@airlock/frame'
import { afterEach, expect, it } from 'vitest'
import { connectEmail } from '../actions/connectEmail.js'
import { openModal } from '../actions/openModal.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { airlockLocal } from '../networks/local.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { createTestFrameHost } from '../test/createTestFrameHost.js'
import type { AuthFrameHost } from './types.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

/**
 * An app with email login in Arabic whose first frame never comes up: every request to it fails
 * as the host SDK fails them when the frame's page does not load (20 s without READY).
 */
function setup() {
  const frame = createTestFrameHost()
  const create = frame.createFrameHost
  const hosts: { host: AuthFrameHost; destroyed: boolean; requests: string[] }[] = []
  frame.createFrameHost = async (parameters) => {
    const host = await create(parameters)
    const entry = { host, destroyed: false, requests: [] as string[] }
    const first = hosts.length === 0
    hosts.push(entry)
    return {
      ...host,
      request: async (name, payload, options) => {
        entry.requests.push(name)
        if (first) throw new FrameTimeoutError({ reason: 'iframe_load_failed', timeout: 20_000 })
        return host.request(name, payload, options)
      },
      destroy: () => {
        entry.destroyed = true
        host.destroy()
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
    language: 'ar',
    createFrameHost: frame.createFrameHost,
  })
  instances.push(appKit)
  return { appKit, frame, hosts }
}

it('a frame that never came up is loaded anew by the next try, which tells it the dapp data and language again and goes on', async () => {
  const { appKit, frame, hosts } = setup()
  await appKit.ready
  openModal(appKit)
  await expect(connectEmail(appKit, { email: 'ada@example.com' })).rejects.toMatchObject({
    shortMessage: 'Invalid App Configuration',
  })
  expect(appKit.state.router.view).toBe('Connect')

  // The visitor tries again: a new frame, which learns who embeds it and in which language.
  await expect(connectEmail(appKit, { email: 'ada@example.com' })).resolves.toEqual({
    action: 'VERIFY_OTP',
  })
  expect(hosts).toHaveLength(2)
  expect(hosts[0]?.destroyed).toBe(true)
  expect(hosts[1]?.requests).toEqual(
    expect.arrayContaining([
      'SYNC_DAPP_DATA',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'CONNECT_EMAIL',
    ]),
  )
  expect(hosts[1]?.requests.indexOf('SYNC_DAPP_DATA')).toBeLessThan(
    hosts[1]?.requests.indexOf('CONNECT_EMAIL') ?? -1,
  )
  const synced = frame.requests.filter((request) => request.name === 'SYNC_DAPP_DATA')
  expect(synced.at(-1)?.payload).toMatchObject({ language: 'ar' })
  expect(appKit.state.router.view).toBe('EmailVerifyOtp')
})
