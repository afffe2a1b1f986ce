// @vitest-environment node
import { type AppKit, connect, createAppKit, createMemoryStorage } from '@airlock/core'
import { bitcoinRegtest } from '@airlock/core/networks'
import { verifyBip322Signature } from '@airlock/siwx'
import { bitcoinDevAccounts } from '@airlock/testing'
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@airlock/testing/walletconnect'
import { address as bitcoinAddress, networks, Psbt } from 'bitcoinjs-lib'
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { BitcoinAdapter, type BitcoinWalletConnectOptions } from '../BitcoinAdapter.js'

// WalletConnect's SDK skips its hosted Verify and telemetry services in test runs.
process.env.IS_VITEST = 'true'

const apiUrl = inject('apiUrl')
const relayUrl = inject('relayUrl')
const regtest = inject('regtest')
// The phone's account: the other test files spend from the first three.
const [, , , phoneAccount] = bitcoinDevAccounts
if (!phoneAccount) throw new Error('dev accounts')
const phone = phoneAccount

async function rpc<result>(method: string, ...params: unknown[]): Promise<result> {
  const response = await fetch(regtest.rpcUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${btoa(`${regtest.rpcUser}:${regtest.rpcPassword}`)}`,
    },
    body: JSON.stringify({ jsonrpc: '1.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: result; error: { message: string } | null }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

function scriptOf(address: string): string {
  return Array.from(bitcoinAddress.toOutputScript(address, networks.regtest), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

beforeAll(async () => {
  // One matured 50 BTC output for the phone's payment address.
  const descriptor = async (inner: string) =>
    (await rpc<{ descriptor: string }>('getdescriptorinfo', inner)).descriptor
  // The node (litecoind) knows scripts, not bcrt1 addresses.
  await rpc('generatetodescriptor', 1, await descriptor(`raw(${scriptOf(phone.payment.address)})`))
  await rpc('generatetodescriptor', 100, await descriptor('raw(51)'))
})

/** The phone: WalletConnect's wallet SDK holding a Bitcoin dev account, on regtest. */
function startWallet() {
  return createWalletConnectTestWallet({
    relayUrl,
    // Its EVM side is not asked for here.
    chains: [{ id: 31337, name: 'Unused', rpcUrl: 'http://127.0.0.1:9' }],
    bitcoin: {
      account: phone,
      chains: { [bitcoinRegtest.caipNetworkId]: `${apiUrl}/v1/bitcoin/${bitcoinRegtest.id}` },
    },
  })
}

let pages = 0
/** One page's WalletConnect settings; each page has its own SDK storage, as a browser tab has. */
function pageOptions(): BitcoinWalletConnectOptions {
  pages++
  return {
    relayUrl,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: `bitcoin-page-${process.pid}-${pages}`,
    metadata: { name: 'Bitcoin test', description: 'test', url: 'http://127.0.0.1', icons: [] },
  }
}

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function startApp(options: BitcoinWalletConnectOptions, storage = createMemoryStorage()) {
  const adapter = new BitcoinAdapter({ walletConnect: options })
  const appKit = createAppKit({
    networks: [bitcoinRegtest],
    adapters: [adapter],
    projectId: 'local-dev',
    apiUrl,
    storage,
    debug: false,
  })
  cleanups.push(() => {
    adapter.teardown()
    appKit.destroy()
  })
  return { adapter, appKit }
}

/** Picks WalletConnect in `appKit` and hands the pairing URI it shows to `wallet`. */
async function pairWith(appKit: AppKit, wallet: WalletConnectTestWallet) {
  const connecting = connect(appKit, { connectorId: 'walletConnect' })
  await vi.waitFor(() => expect(appKit.state.connection.uri).toMatch(/^wc:/), { timeout: 10_000 })
  await wallet.pair(appKit.state.connection.uri ?? '')
  return connecting
}

describe('BitcoinAdapter with WalletConnect', () => {
  it('pairs through the relay, signs BIP-322 the verifier accepts, sends a transfer mined on regtest, signs a PSBT, and follows a wallet-side disconnect', async () => {
    const wallet = await startWallet()
    cleanups.push(() => wallet.close())
    const { adapter, appKit } = startApp(pageOptions())
    await appKit.ready
    expect(appKit.state.adapterConnectors.bip122).toContainEqual(
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT' }),
    )

    const connection = await pairWith(appKit, wallet)
    expect(connection.address).toBe(phone.payment.address)
    expect(appKit.state.chains.bip122?.account.allAccounts.map((item) => item.address)).toEqual([
      phone.payment.address,
      phone.ordinals.address,
    ])
    const [namespace] = Object.keys(wallet.sessions()[0]?.namespaces ?? {})
    expect(namespace).toBe('bip122')
    const provider = adapter.getProvider({ connectorId: 'walletConnect' })
    expect(provider?.source).toBe('walletconnect')
    expect(await provider?.getAccountAddresses()).toMatchObject([
      { address: phone.payment.address, purpose: 'payment', publicKey: phone.payment.publicKey },
      { address: phone.ordinals.address, purpose: 'ordinal' },
    ])

    // Sign-in's signature: BIP-322 from the phone's key, through the relay.
    const message = 'Sign in to Airlock over WalletConnect'
    const signature = await adapter.capabilities?.['bip122:signMessage']?.({
      message,
      address: phone.payment.address,
    })
    expect(
      await verifyBip322Signature({
        address: phone.payment.address,
        message,
        signature: signature ?? '',
      }),
    ).toBe(true)

    // The phone builds, signs and broadcasts the payment; the node mines it.
    const txid = await adapter.capabilities?.['bip122:sendTransfer']?.({
      to: phone.ordinals.address,
      amount: 1_500_000n,
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(wallet.requests.map((request) => request.method)).toContain('sendTransfer')
    type Tx = {
      confirmations?: number
      vout: { value: number; scriptPubKey: { hex: string } }[]
    }
    await expect
      .poll(async () => (await rpc<Tx>('getrawtransaction', txid, true)).confirmations ?? 0, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
    const mined = await rpc<Tx>('getrawtransaction', txid, true)
    expect(
      mined.vout
        .filter((output) => output.scriptPubKey.hex === scriptOf(phone.ordinals.address))
        .map((output) => Math.round(output.value * 1e8)),
    ).toEqual([1_500_000])

    // A PSBT the phone signs (signPsbt): it spends the transfer's change; the adapter broadcasts.
    const change = mined.vout.findIndex(
      (output) => output.scriptPubKey.hex === scriptOf(phone.payment.address),
    )
    const changeSats = BigInt(Math.round((mined.vout[change]?.value ?? 0) * 1e8))
    const psbt = new Psbt({ network: networks.regtest })
    psbt.addInput({
      hash: txid ?? '',
      index: change,
      witnessUtxo: {
        script: bitcoinAddress.toOutputScript(phone.payment.address, networks.regtest),
        value: changeSats,
      },
    })
    psbt.addOutput({ address: phone.ordinals.address, value: changeSats - 1_000n })
    const signed = await provider?.signPSBT({
      psbt: psbt.toBase64(),
      signInputs: [{ address: phone.payment.address, index: 0, sighashTypes: [1] }],
      broadcast: true,
    })
    expect(wallet.requests.map((request) => request.method)).toContain('signPsbt')
    await expect
      .poll(
        async () =>
          (await rpc<Tx>('getrawtransaction', signed?.txid ?? '', true)).confirmations ?? 0,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0)

    await wallet.disconnect()
    await vi.waitFor(
      () => expect(appKit.state.chains.bip122?.account.status).toBe('disconnected'),
      { timeout: 10_000 },
    )
  })

  it('restores the session on a reload without pairing again', async () => {
    const wallet = await startWallet()
    cleanups.push(() => wallet.close())
    // One page's WalletConnect storage and localStorage, kept across the reload.
    const options = pageOptions()
    const localStorage = createMemoryStorage()
    const first = startApp(options, localStorage)
    await first.appKit.ready
    await pairWith(first.appKit, wallet)
    first.adapter.teardown()
    first.appKit.destroy()

    const second = startApp(options, localStorage)
    await second.appKit.ready
    await vi.waitFor(
      () =>
        expect(second.appKit.state.chains.bip122?.account).toMatchObject({
          status: 'connected',
          address: phone.payment.address,
        }),
      { timeout: 10_000 },
    )
    expect(second.appKit.state.connection.uri).toBeUndefined()
    expect(wallet.sessions()).toHaveLength(1)
  })
})
