import { afterEach, describe, expect, it } from 'vitest'
import { getConnectList } from '../connectors/getConnectList.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { InvalidOptionsError } from '../errors/appKit.js'
import { airlockLocal } from '../networks/local.js'
import { selectRemoteFeatures } from '../selectors/remoteFeatures.js'
import { watchState } from '../state/watchState.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { setClientId } from './setClientId.js'
import { setLoading } from './setLoading.js'
import { updateFeatures, updateRemoteFeatures } from './updateFeatures.js'
import { updateOptions } from './updateOptions.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

async function createReadyAppKit(): Promise<AppKit> {
  const appKit = createAppKit({
    networks: [airlockLocal],
    adapters: [createTestAdapter()],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
  })
  instances.push(appKit)
  await appKit.ready
  return appKit
}

const listedIds = (appKit: AppKit) =>
  getConnectList({ state: appKit.state, options: appKit.options }).flatMap((item) =>
    item.kind === 'connector' ? [item.connector.id] : [],
  )

describe('updateFeatures', () => {
  it('replaces the given features, keeps the others, and tells state watchers', async () => {
    const appKit = await createReadyAppKit()
    let changes = 0
    const stop = watchState(appKit, () => changes++)
    updateFeatures(appKit, { connectMethodsOrder: ['wallet', 'email'], collapseWallets: true })
    await Promise.resolve()
    stop()
    expect(appKit.options.features).toMatchObject({
      connectMethodsOrder: ['wallet', 'email'],
      collapseWallets: true,
      swaps: true,
    })
    expect(changes).toBe(1)
  })

  it('remote features follow the features; updateRemoteFeatures sets the ones behind them', async () => {
    const appKit = await createReadyAppKit()
    expect(selectRemoteFeatures(appKit.options.features)).toMatchObject({
      multiWallet: true,
      headless: true,
      activity: true,
      reownBranding: false,
      payments: false,
    })
    updateRemoteFeatures(appKit, { swaps: false, activity: false, socials: ['github'] })
    expect(appKit.options.features).toMatchObject({
      swaps: false,
      history: false,
      socials: ['github'],
      onramp: true,
    })
    expect(selectRemoteFeatures(appKit.options.features)).toMatchObject({
      swaps: false,
      activity: false,
      socials: ['github'],
    })
  })
})

describe('updateOptions', () => {
  it('enableEIP6963 false leaves announced wallets out of the wallet list, true brings them back', async () => {
    const appKit = await createReadyAppKit()
    expect(listedIds(appKit)).toContain('dev.airlock.wallet')
    updateOptions(appKit, { enableEIP6963: false })
    expect(listedIds(appKit)).not.toContain('dev.airlock.wallet')
    updateOptions(appKit, { enableEIP6963: true })
    expect(listedIds(appKit)).toContain('dev.airlock.wallet')
  })

  it('changes the theme, the legal links and the wallet lists; keeps what is read at creation', async () => {
    const appKit = await createReadyAppKit()
    updateOptions(appKit, {
      themeMode: 'dark',
      themeVariables: { '--apkt-accent': '#7b3fe4' },
      termsConditionsUrl: 'https://example.com/terms',
      excludeWalletIds: ['abc'],
      enableWalletGuide: false,
      projectId: 'another',
      apiUrl: 'https://elsewhere.example',
    })
    expect(appKit.state.theme).toMatchObject({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#7b3fe4' },
    })
    expect(appKit.state.legal.termsConditionsUrl).toBe('https://example.com/terms')
    expect(appKit.options).toMatchObject({
      excludeWalletIds: ['abc'],
      enableWalletGuide: false,
      projectId: 'test',
      apiUrl: 'http://127.0.0.1:8787',
    })
  })

  it('checks what it is given as createAppKit does, before changing anything', async () => {
    const appKit = await createReadyAppKit()
    expect(() =>
      updateOptions(appKit, {
        enableWalletGuide: false,
        featuredWalletIds: [1] as unknown as string[],
      }),
    ).toThrow(InvalidOptionsError)
    expect(appKit.options.enableWalletGuide).toBe(true)
    expect(appKit.options.featuredWalletIds).toEqual([])
  })
})

describe('setLoading and setClientId', () => {
  it('setLoading sets the loading flag; initialized stays as the set-up left it', async () => {
    const appKit = await createReadyAppKit()
    expect(appKit.state.modal).toMatchObject({ loading: false, initialized: true })
    setLoading(appKit, { loading: true, namespace: 'eip155' })
    expect(appKit.state.modal).toMatchObject({ loading: true, initialized: true })
    setLoading(appKit, { loading: false })
    expect(appKit.state.modal.loading).toBe(false)
  })

  it('setClientId makes the instance client (the one adapters were given too) send it', async () => {
    const appKit = await createReadyAppKit()
    const { api } = appKit
    setClientId(appKit, { clientId: 'client-1' })
    expect(api.clientId).toBe('client-1')
    expect(appKit.api).toBe(api)
    setClientId(appKit, { clientId: null })
    expect(api.clientId).toBeUndefined()
  })
})
