// The rest of AppKit's instance API, used as an AppKit app uses it: the `AppKit` class value, the
// instance fields, open with a view's arguments or a pairing URI, the headless members, the
// feature and option setters, and CoreHelperUtil.
import { createMemoryStorage, setSendToken } from '@airlock/core'
import { createTestAdapter } from '@airlock/core/testing'
import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  AppKit,
  type AppKitInstance,
  CoreHelperUtil,
  createAppKit,
  modal,
} from '../exports/index.js'
import {
  airlockLocal,
  airlockLocal2,
  polygonAmoy,
  solana,
  tronMainnet,
} from '../exports/networks.js'

let made: AppKitInstance[] = []
afterEach(() => {
  cleanup()
  for (const appKit of made) appKit.destroy()
  made = []
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const receiver = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
const shadowText = () => document.querySelector('airlock-modal')?.shadowRoot?.textContent ?? ''

async function start() {
  const evm = createTestAdapter('eip155')
  const sol = Object.assign(
    createTestAdapter('solana', {
      connectors: [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }],
      address: solanaAddress,
      chainId: solana.id,
    }),
    { capabilities: { 'solana:sendTransfer': async () => '5ig' } },
  )
  const appKit = createAppKit({
    adapters: [evm, sol],
    networks: [airlockLocal, solana],
    projectId: 'test',
    // No server here: registry and balance reads fail at once.
    apiUrl: 'http://127.0.0.1:9',
    storage: createMemoryStorage(),
    debug: false,
  })
  made.push(appKit)
  await appKit.ready
  return { appKit, evm, sol }
}

describe('the AppKit class value and the instance fields', () => {
  it('what createAppKit returns is `instanceof AppKit`, and AppKit.getInstance() gives it', async () => {
    const { appKit } = await start()
    expect(appKit instanceof AppKit).toBe(true)
    expect({} instanceof AppKit).toBe(false)
    expect(AppKit.getInstance()).toBe(appKit)
    expect(AppKit.getInstance()).toBe(modal)
    appKit.destroy()
    made = []
    expect(appKit instanceof AppKit).toBe(false)
    expect(AppKit.getInstance()).toBeUndefined()
  })

  it('version, chainNamespaces, chainAdapters, features and remoteFeatures are read live', async () => {
    const { appKit, evm, sol } = await start()
    expect(appKit.version).toMatch(/^react-wagmi-\d+\.\d+\.\d+/)
    expect(appKit.chainNamespaces).toEqual(['eip155', 'solana'])
    expect(appKit.chainAdapters).toEqual({ eip155: evm, solana: sol })
    expect(appKit.remoteFeatures).toMatchObject({ multiWallet: true, headless: true })
    const heard: unknown[] = []
    const stop = appKit.subscribeRemoteFeatures((features) => heard.push(features.swaps))
    act(() => appKit.updateFeatures({ swaps: false }))
    await waitFor(() => expect(heard).toEqual([false]))
    stop()
    expect(appKit.features.swaps).toBe(false)
    expect(appKit.getRemoteFeatures().swaps).toBe(false)
  })
})

describe('open', () => {
  it('with WalletSend arguments fills in the Send form and resolves with the hash once sent', async () => {
    const { appKit } = await start()
    await act(() => appKit.switchNetwork(solana))
    await act(async () => {
      await appKit.connectWallet(appKit.getWalletList().wallets.find((w) => w.id === 'phantom')!)
    })
    const sent = appKit.open({
      view: 'WalletSend',
      arguments: {
        amount: '2',
        assetAddress: 'native',
        namespace: 'solana',
        chainId: solana.id,
        to: receiver,
      },
    })
    await waitFor(() => expect(appKit.state.router.view).toBe('WalletSend'))
    expect(appKit.state.send).toMatchObject({ sendTokenAmount: '2', receiverAddress: receiver })
    act(() =>
      setSendToken(appKit, {
        token: {
          name: 'Solana',
          symbol: 'SOL',
          quantity: { decimals: '9', numeric: '10' },
          price: 0,
          iconUrl: '',
        },
      }),
    )
    const { sendTokens } = await import('@airlock/core')
    await act(() => sendTokens(appKit))
    await expect(sent).resolves.toEqual({ hash: '5ig' })
  })

  it("with a dapp's pairing URI shows it; WhatIsANetwork explains networks and leads to them", async () => {
    const { appKit } = await start()
    await act(() => appKit.open({ uri: 'wc:abc@2?relay-protocol=irn&symKey=01' }))
    expect(appKit.state.router.view).toBe('ConnectingWalletConnectBasic')
    expect(appKit.getWalletConnectUri().wcUri).toBe('wc:abc@2?relay-protocol=irn&symKey=01')
    await act(() => appKit.close())
    await act(() => appKit.open({ view: 'WhatIsANetwork' }))
    await waitFor(() => expect(shadowText()).toContain('A shared record'))
    expect(shadowText()).toContain('What is a network?')
    const choose = [
      ...(document.querySelector('airlock-modal')?.shadowRoot?.querySelectorAll('button') ?? []),
    ].find((button) => button.textContent === 'Choose network')
    act(() => choose?.click())
    expect(appKit.state.router.view).toBe('Networks')
  })
})

describe('the setters AppKit apps call', () => {
  it('features, options, networks, account types, labels and loading change the instance', async () => {
    const { appKit } = await start()
    appKit.setConnectMethodsOrder(['wallet', 'email'])
    expect(appKit.getConnectMethodsOrder()).toEqual(['wallet', 'email'])
    appKit.setCollapseWallets(true)
    appKit.setSocialsOrder(['github', 'google'])
    appKit.setWalletFeaturesOrder(['send'])
    expect(appKit.features).toMatchObject({
      collapseWallets: true,
      socials: ['github', 'google'],
      walletFeaturesOrder: ['send'],
    })
    expect(appKit.getWalletList().wallets.map((wallet) => wallet.id)).toContain('phantom')
    appKit.setEIP6963Enabled(false)
    expect(appKit.getWalletList().wallets.map((wallet) => wallet.id)).not.toContain('phantom')
    appKit.updateOptions({ enableEIP6963: true, enableWalletGuide: false })
    expect(appKit.options.enableWalletGuide).toBe(false)

    appKit.addNetwork('eip155', airlockLocal2)
    appKit.addNetwork('eip155', polygonAmoy)
    expect(appKit.getCaipNetworks('eip155').map((network) => network.id)).toEqual([
      31337, 31338, 80002,
    ])
    appKit.removeNetwork('eip155', 80002)
    expect(() => appKit.addNetwork('tron', tronMainnet)).toThrow('Adapter not found')

    appKit.setPreferredAccountType('smartAccount', 'eip155')
    expect(appKit.getPreferredAccountType('eip155')).toBe('smartAccount')
    appKit.addAddressLabel('0x1', 'Treasury', 'eip155')
    expect(appKit.state.chains.eip155?.account.addressLabels).toEqual({ '0x1': 'Treasury' })

    const states: boolean[] = []
    const stop = appKit.subscribeState((state) => states.push(state.loading))
    act(() => appKit.setLoading(true))
    await waitFor(() => expect(states).toEqual([true]))
    stop()
    expect(appKit.getState()).toMatchObject({ loading: true, initialized: true })
    await expect(appKit.getUniversalProvider()).resolves.toBeUndefined()
    expect(appKit.getDisabledCaipNetworks()).toEqual([])
  })
})

describe('the setters AppKit’s adapters call', () => {
  it('ready() is a method as in AppKit, and still the promise core awaits', async () => {
    const { appKit } = await start()
    await expect(appKit.ready()).resolves.toBeUndefined()
    await expect(appKit.ready).resolves.toBeUndefined()
    expect(await appKit.ready).toBeUndefined()
  })

  it('the networks ones move the instance as addNetwork, removeNetwork and switchNetwork do', async () => {
    const { appKit } = await start()
    appKit.setRequestedCaipNetworks([airlockLocal, airlockLocal2, polygonAmoy], 'eip155')
    expect(appKit.getCaipNetworks('eip155').map((network) => network.id)).toEqual([
      31337, 31338, 80002,
    ])
    appKit.setCaipNetwork(airlockLocal2)
    await waitFor(() => expect(appKit.getCaipNetwork()?.id).toBe(31338))
    appKit.setCaipNetworkOfNamespace(polygonAmoy, 'eip155')
    await waitFor(() => expect(appKit.getChainId()).toBe(80002))
    appKit.setRequestedCaipNetworks([airlockLocal], 'eip155')
    expect(appKit.getCaipNetworks('eip155').map((network) => network.id)).toEqual([31337])
    expect(appKit.getCaipNetworks('solana')).toHaveLength(1)
    // No WalletConnect session limits here: nothing for resetNetwork to forget.
    appKit.resetNetwork('eip155')
    expect(appKit.getApprovedCaipNetworkIds()).toBeUndefined()
  })

  it('the ones that state what a wallet did change nothing: the adapters report it', async () => {
    const { appKit } = await start()
    const before = appKit.getAccount('eip155')
    appKit.setCaipAddress('eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155')
    appKit.setStatus('connected', 'eip155')
    appKit.setProfileName('alice.eth', 'eip155')
    appKit.setBalance('5', 'ETH', 'eip155')
    appKit.setConnectors([])
    appKit.setConnectedWalletInfo({ name: 'Fake' }, 'eip155')
    appKit.setSmartAccountDeployed(true, 'eip155')
    expect(appKit.getAccount('eip155')).toEqual(before)
    expect(appKit.getIsConnectedState()).toBe(false)
    expect(appKit.getConnectors().length).toBeGreaterThan(0)
    expect(appKit.getWalletInfo('eip155')).toBeUndefined()
    // No request waits for the embedded wallet's approval: the modal stays closed.
    appKit.handleUnsafeRPCRequest()
    expect(appKit.isOpen()).toBe(false)
  })

  it('those ignored say so in the console while debug is on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const appKit = createAppKit({
      adapters: [createTestAdapter('eip155')],
      networks: [airlockLocal],
      projectId: 'test',
      apiUrl: 'http://127.0.0.1:9',
      storage: createMemoryStorage(),
      newInstance: true,
    })
    made.push(appKit)
    await appKit.ready()
    appKit.setCaipAddress(null, 'eip155')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('setCaipAddress()'))
  })
})

describe('CoreHelperUtil', () => {
  it("gives AppKit's helpers their results", () => {
    expect(CoreHelperUtil.getPlainAddress('eip155:1:0xabc')).toBe('0xabc')
    expect(CoreHelperUtil.getNetworkId('eip155:1:0xabc')).toBe('eip155:1')
    expect(CoreHelperUtil.isCaipAddress('eip155:1:0xabc')).toBe(true)
    expect(CoreHelperUtil.isCaipAddress('0xabc')).toBe(false)
    expect(CoreHelperUtil.getAccount('eip155:1:0xabc')).toEqual({ address: '0xabc', chainId: '1' })
    expect(CoreHelperUtil.isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'eip155')).toBe(
      true,
    )
    expect(CoreHelperUtil.formatNativeUrl('metamask://', 'wc:1@2').href).toBe(
      'metamask://wc?uri=wc%3A1%402',
    )
    expect(CoreHelperUtil.formatUniversalUrl('https://link.trustwallet.com', 'wc:1@2').href).toBe(
      'https://link.trustwallet.com/wc?uri=wc%3A1%402',
    )
    expect(CoreHelperUtil.parseBalance('1.23456', 'ETH')).toEqual({
      formattedText: '1.234 ETH',
      value: '1',
      decimals: '234',
      symbol: 'ETH',
    })
    expect(CoreHelperUtil.isPairingExpired(CoreHelperUtil.getPairingExpiry())).toBe(false)
  })
})
