import {
  type AppKit,
  type AppKitNetwork,
  ChainNotSupportedError,
  connect,
  createAppKit,
  createMemoryStorage,
  disconnect,
  estimateSendGas,
  fetchTokenBalances,
  getBitcoinUtxos,
  selectConnections,
  sendTokens,
  setReceiverAddress,
  setSendAmount,
  setSendToken,
  switchConnection,
  switchNetwork,
  UserRejectedRequestError,
} from '@airlock/core'
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '@airlock/core/networks'
import { verifyBip322Signature } from '@airlock/siwx'
import { type BitcoinDevAccount, bitcoinDevAccounts } from '@airlock/testing'
import { BitcoinDevWalletRejectedError, createBitcoinDevWallet } from '@airlock/testing/bitcoin'
import { address as bitcoinAddress, networks, Psbt, payments } from 'bitcoinjs-lib'
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { BitcoinAdapter, type BitcoinAdapterOptions } from './BitcoinAdapter.js'
import { formatSats } from './formatSats.js'
import type { BitcoinConnector } from './types.js'

const apiUrl = inject('apiUrl')
const regtest = inject('regtest')
const [first, second, third] = bitcoinDevAccounts
if (!first || !second || !third) throw new Error('dev accounts')

// Two wallets in the page: the dev wallet on both surfaces (shown once), and a second one on
// sats-connect only, holding the second dev account.
const wallet = createBitcoinDevWallet({ esploraUrl: `${apiUrl}/v1/bitcoin/${bitcoinRegtest.id}` })
const satsOnly = createBitcoinDevWallet({ name: 'Airlock Dev Wallet (sats)', account: second })
const page = window as unknown as EventTarget & Record<string, unknown>
wallet.register(page)
satsOnly.register(page, ['sats-connect'])

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

/** Sats at an address, read from the node's UTXO set. */
async function nodeBalance(address: string): Promise<bigint> {
  const script = Array.from(bitcoinAddress.toOutputScript(address, networks.regtest), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  // The server scans the same node (balances in the background): one scan at a time.
  let scan: { unspents: { amount: number }[] } | undefined
  for (let attempt = 0; !scan; attempt++) {
    try {
      scan = await rpc<{ unspents: { amount: number }[] }>('scantxoutset', 'start', [
        `raw(${script})`,
      ])
    } catch (error) {
      if (attempt > 50 || !/in progress/.test((error as Error).message)) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const { unspents } = scan
  return unspents.reduce((sum, unspent) => sum + BigInt(Math.round(unspent.amount * 1e8)), 0n)
}

/** Sats a transaction paid the miners: its inputs' values less its outputs'. */
async function paidFee(txid: string): Promise<bigint> {
  type Tx = { vin: { txid: string; vout: number }[]; vout: { value: number }[] }
  const sats = (btc: number) => BigInt(Math.round(btc * 1e8))
  const tx = await rpc<Tx>('getrawtransaction', txid, true)
  let fee = 0n
  for (const input of tx.vin) {
    const previous = await rpc<Tx>('getrawtransaction', input.txid, true)
    fee += sats(previous.vout[input.vout]?.value ?? 0)
  }
  for (const output of tx.vout) fee -= sats(output.value)
  return fee
}

async function confirmations(txid: string): Promise<number> {
  const tx = await rpc<{ confirmations?: number }>('getrawtransaction', txid, true)
  return tx.confirmations ?? 0
}

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

async function start(
  storage = createMemoryStorage(),
  configured: [AppKitNetwork, ...AppKitNetwork[]] = [bitcoinRegtest],
  options: BitcoinAdapterOptions = {},
) {
  const adapter = new BitcoinAdapter(options)
  const appKit = createAppKit({
    networks: configured,
    adapters: [adapter],
    projectId: 'local-dev',
    apiUrl,
    storage,
    debug: false,
  })
  instances.push(appKit)
  await appKit.ready
  return { appKit, adapter, storage }
}

function providerOf(adapter: BitcoinAdapter, connectorId: string): BitcoinConnector {
  const provider = adapter.getProvider({ connectorId })
  if (!provider) throw new Error(`no provider for ${connectorId}`)
  return provider
}

beforeAll(async () => {
  // The sats-connect wallet's payment address gets one matured 50 BTC output.
  const descriptor = (
    await rpc<{ descriptor: string }>(
      'getdescriptorinfo',
      `raw(${Array.from(bitcoinAddress.toOutputScript(second.payment.address, networks.regtest), (b) => b.toString(16).padStart(2, '0')).join('')})`,
    )
  ).descriptor
  await rpc('generatetodescriptor', 1, descriptor)
  await rpc(
    'generatetodescriptor',
    100,
    (await rpc<{ descriptor: string }>('getdescriptorinfo', 'raw(51)')).descriptor,
  )
})

describe('BitcoinAdapter on regtest', () => {
  it('lists a wallet found on both surfaces once, a sats-connect-only wallet, and WalletConnect (on by default) last', async () => {
    const { appKit } = await start()
    const bip122 = appKit.state.adapterConnectors.bip122 ?? []
    expect(bip122.map((item) => item.name)).toEqual([
      'Airlock Dev Wallet',
      'Airlock Dev Wallet (sats)',
      'WalletConnect',
    ])
    expect(bip122.at(-1)).toMatchObject({ id: 'walletConnect', type: 'WALLET_CONNECT' })
  })

  it('lists no WalletConnect when the dapp turns it off', async () => {
    const { appKit } = await start(createMemoryStorage(), [bitcoinRegtest], {
      walletConnect: false,
    })
    const bip122 = appKit.state.adapterConnectors.bip122 ?? []
    expect(bip122.map((item) => item.name)).toEqual([
      'Airlock Dev Wallet',
      'Airlock Dev Wallet (sats)',
    ])
  })

  it('connects the payment and ordinals accounts and reads the balance from the data API', async () => {
    const { appKit, adapter } = await start()
    const connection = await connect(appKit, { connectorId: 'Airlock Dev Wallet' })
    expect(connection.address).toBe(first.payment.address)
    const chain = appKit.state.chains.bip122
    expect(chain?.account.address).toBe(first.payment.address)
    expect(chain?.account.caipAddress).toBe(
      `${bitcoinRegtest.caipNetworkId}:${first.payment.address}`,
    )
    expect(chain?.account.allAccounts.map((account) => account.address)).toEqual([
      first.payment.address,
      first.ordinals.address,
    ])
    expect(chain?.account.preferredAccountType).toBe('payment')
    const addresses = await providerOf(adapter, 'Airlock Dev Wallet').getAccountAddresses()
    expect(addresses).toMatchObject([
      { address: first.payment.address, purpose: 'payment', publicKey: first.payment.publicKey },
      { address: first.ordinals.address, purpose: 'ordinal', publicKey: first.ordinals.publicKey },
    ])
    const sats = await nodeBalance(first.payment.address)
    const { balance, symbol } = await adapter.getBalance({
      address: first.payment.address,
      network: bitcoinRegtest,
    })
    expect(symbol).toBe('BTC')
    expect(BigInt(Math.round(Number(balance) * 1e8))).toBe(sats)
  })

  it('signs BIP-322 messages the server verifier accepts, for P2WPKH and P2TR, and ECDSA', async () => {
    const { appKit, adapter } = await start()
    await connect(appKit, { connectorId: 'Airlock Dev Wallet' })
    const provider = providerOf(adapter, 'Airlock Dev Wallet')
    const message = 'Sign in to Airlock\nNonce: 8f3a'
    for (const address of [first.payment.address, first.ordinals.address]) {
      const signature = await provider.signMessage({ address, message, protocol: 'bip322' })
      expect(await verifyBip322Signature({ address, message, signature })).toBe(true)
      expect(await verifyBip322Signature({ address, message: `${message}!`, signature })).toBe(
        false,
      )
    }
    // Core's sign-in asks the capability, which signs BIP-322 with the given address.
    const capability = adapter.capabilities?.['bip122:signMessage']
    const signed = await capability?.({ message, address: first.payment.address })
    expect(
      await verifyBip322Signature({
        address: first.payment.address,
        message,
        signature: signed ?? '',
      }),
    ).toBe(true)
    const ecdsa = Uint8Array.from(
      atob(
        await provider.signMessage({ address: first.payment.address, message, protocol: 'ecdsa' }),
      ),
      (character) => character.charCodeAt(0),
    )
    expect(ecdsa).toHaveLength(65)
    expect(ecdsa[0]).toBeGreaterThanOrEqual(39)
    expect(ecdsa[0]).toBeLessThanOrEqual(42)
  })

  it('signs a PSBT (P2WPKH, SIGHASH_ALL), broadcasts it, then spends the P2TR output it made', async () => {
    const { appKit, adapter } = await start()
    await connect(appKit, { connectorId: 'Airlock Dev Wallet' })
    const provider = providerOf(adapter, 'Airlock Dev Wallet')
    const utxos = await getBitcoinUtxos(appKit.api, {
      network: String(bitcoinRegtest.id),
      address: first.payment.address,
    })
    const utxo = utxos.sort((a, b) => b.value - a.value)[0]
    if (!utxo) throw new Error('no utxo')
    const paymentScript = bitcoinAddress.toOutputScript(first.payment.address, networks.regtest)
    const psbt = new Psbt({ network: networks.regtest })
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: paymentScript, value: BigInt(utxo.value) },
      sighashType: 1,
    })
    psbt.addOutput({ address: first.ordinals.address, value: 50_000_000n })
    psbt.addOutput({
      address: first.payment.address,
      value: BigInt(utxo.value) - 50_000_000n - 2_000n,
    })
    const { txid, psbt: signed } = await provider.signPSBT({
      psbt: psbt.toBase64(),
      signInputs: [{ address: first.payment.address, index: 0, sighashTypes: [1] }],
      broadcast: true,
    })
    expect(Psbt.fromBase64(signed).data.inputs[0]?.partialSig?.[0]?.signature.at(-1)).toBe(1)
    if (!txid) throw new Error('no txid')
    await expect.poll(() => confirmations(txid), { timeout: 20_000 }).toBeGreaterThan(0)

    // The taproot (ordinals) key spends that output back to the payment address.
    const ordinalsScript = bitcoinAddress.toOutputScript(first.ordinals.address, networks.regtest)
    const spend = new Psbt({ network: networks.regtest })
    spend.addInput({
      hash: txid,
      index: 0,
      witnessUtxo: { script: ordinalsScript, value: 50_000_000n },
    })
    spend.addOutput({ address: third.ordinals.address, value: 49_990_000n })
    const { txid: taprootTxid } = await provider.signPSBT({
      psbt: spend.toBase64(),
      signInputs: [{ address: first.ordinals.address, index: 0 }],
      broadcast: true,
    })
    if (!taprootTxid) throw new Error('no txid')
    await expect.poll(() => confirmations(taprootTxid), { timeout: 20_000 }).toBeGreaterThan(0)
    expect(await nodeBalance(third.ordinals.address)).toBe(49_990_000n)
  })

  it('sends a transfer in sats built from the UTXOs with the server fee rate, confirmed on the node', async () => {
    const { appKit, adapter } = await start()
    await connect(appKit, { connectorId: 'Airlock Dev Wallet' })
    const before = await nodeBalance(third.payment.address)
    const txid = await providerOf(adapter, 'Airlock Dev Wallet').sendTransfer({
      amount: '1500000',
      recipient: third.payment.address,
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    await expect.poll(() => confirmations(txid), { timeout: 20_000 }).toBeGreaterThan(0)
    expect((await nodeBalance(third.payment.address)) - before).toBe(1_500_000n)
  })

  it("pays through core's send flow (the modal's Send view): 0.015 BTC is 1,500,000 sats, and the estimated fee is the fee paid", async () => {
    const { appKit, adapter } = await start()
    await connect(appKit, { connectorId: 'Airlock Dev Wallet' })
    const [btc] = await fetchTokenBalances(appKit)
    expect(btc).toMatchObject({ symbol: 'BTC', quantity: { decimals: '8' } })
    setSendToken(appKit, { token: btc })
    setSendAmount(appKit, { amount: '0.015' })
    await setReceiverAddress(appKit, { address: third.payment.address })
    // The Send view's network fee: the server's fee rate × this payment's vsize, in USD.
    const estimate = await estimateSendGas(appKit)
    if (!estimate) throw new Error('no fee estimate')
    const quote = await adapter.capabilities?.['bip122:estimateTransferFee']?.({
      to: third.payment.address,
      amount: 1_500_000n,
    })
    if (!quote || !btc) throw new Error('no quote')
    expect(quote.feeRate).toBeGreaterThanOrEqual(1)
    // One P2WPKH input (the dev account's outputs are 50 BTC each), payment and change.
    expect(estimate.gas).toBe(165n)
    expect(quote.fee).toBe(BigInt(Math.ceil(165 * quote.feeRate)))
    expect(estimate.gasPriceInUSD).toBeCloseTo((Number(quote.fee) / 1e8) * btc.price, 9)
    expect(appKit.state.send.gasPriceInUSD).toBe(estimate.gasPriceInUSD)
    const before = await nodeBalance(third.payment.address)
    const { hash } = await sendTokens(appKit)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    await expect.poll(() => confirmations(hash), { timeout: 20_000 }).toBeGreaterThan(0)
    expect((await nodeBalance(third.payment.address)) - before).toBe(1_500_000n)
    expect(await paidFee(hash)).toBe(quote.fee)
  })

  it('sends from a sats-connect wallet too, and signs BIP-322 there', async () => {
    const { appKit, adapter } = await start()
    await connect(appKit, { connectorId: 'Airlock Dev Wallet (sats)' })
    expect(appKit.state.chains.bip122?.account.address).toBe(second.payment.address)
    const provider = providerOf(adapter, 'Airlock Dev Wallet (sats)')
    expect(provider.source).toBe('sats-connect')
    const signature = await provider.signMessage({
      address: second.ordinals.address,
      message: 'hi',
    })
    expect(
      await verifyBip322Signature({ address: second.ordinals.address, message: 'hi', signature }),
    ).toBe(true)
    const before = await nodeBalance(third.payment.address)
    const txid = await provider.sendTransfer({ amount: '700000', recipient: third.payment.address })
    await expect.poll(() => confirmations(txid), { timeout: 20_000 }).toBeGreaterThan(0)
    expect((await nodeBalance(third.payment.address)) - before).toBe(700_000n)
  })

  it('restores the connection on a new instance without asking the wallet again', async () => {
    const storage = createMemoryStorage()
    const { appKit } = await start(storage)
    await connect(appKit, { connectorId: 'Airlock Dev Wallet' })
    appKit.destroy()
    const prompts = wallet.requests.filter((request) => request.method === 'bitcoin:connect').length
    const reloaded = await start(storage)
    await expect
      .poll(() => reloaded.appKit.state.chains.bip122?.account.address, { timeout: 10_000 })
      .toBe(first.payment.address)
    expect(wallet.requests.filter((request) => request.method === 'bitcoin:connect')).toHaveLength(
      prompts,
    )
  })

  it('keeps two wallets connected and switches between them without a prompt; each disconnects on its own', async () => {
    const { appKit, adapter } = await start()
    await connect(appKit, { connectorId: 'Airlock Dev Wallet' })
    await connect(appKit, { connectorId: 'Airlock Dev Wallet (sats)' })
    const connected = () =>
      selectConnections(appKit.state, 'bip122').connections.map((item) => item.connectorId)
    expect(connected()).toEqual(['Airlock Dev Wallet', 'Airlock Dev Wallet (sats)'])
    expect(appKit.state.chains.bip122?.account.address).toBe(second.payment.address)
    const sign = adapter.capabilities?.['bip122:signMessage']
    const prompts = wallet.requests.filter((request) => request.method === 'bitcoin:connect').length

    const result = await switchConnection(appKit, { connectorId: 'Airlock Dev Wallet' })
    expect(result).toMatchObject({ address: first.payment.address, hasSwitchedWallet: true })
    expect(wallet.requests.filter((request) => request.method === 'bitcoin:connect')).toHaveLength(
      prompts,
    )
    expect(appKit.state.chains.bip122?.account.allAccounts.map((item) => item.address)).toEqual([
      first.payment.address,
      first.ordinals.address,
    ])
    // Core's sign-in signs with the active wallet now: the first one's key.
    const signature = await sign?.({ message: 'switched', address: first.payment.address })
    expect(
      await verifyBip322Signature({
        address: first.payment.address,
        message: 'switched',
        signature: signature ?? '',
      }),
    ).toBe(true)

    // Ending the background connection leaves the active one alone.
    await disconnect(appKit, { connectorId: 'Airlock Dev Wallet (sats)' })
    expect(satsOnly.isConnected).toBe(false)
    expect(wallet.isConnected).toBe(true)
    expect(connected()).toEqual(['Airlock Dev Wallet'])
    expect(appKit.state.chains.bip122?.account.address).toBe(first.payment.address)
    expect(await adapter.switchConnection({ connectorId: 'Airlock Dev Wallet (sats)' })).toBe(
      undefined,
    )
  })

  it('reports a declined connection as UserRejectedRequestError', async () => {
    const { appKit } = await start()
    wallet.rejectNextRequest()
    await expect(connect(appKit, { connectorId: 'Airlock Dev Wallet' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    satsOnly.rejectNextRequest()
    await expect(
      connect(appKit, { connectorId: 'Airlock Dev Wallet (sats)' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it("a refusal on either surface is core's UserRejectedRequestError with the wallet's own error as cause, and nothing on the way fakes that name", async () => {
    const { appKit, adapter } = await start()
    /** The errors along `cause`, outermost first. */
    const chainOf = (error: unknown) => {
      const chain: unknown[] = []
      for (let current = error; current && chain.length < 8; ) {
        chain.push(current)
        current = (current as { cause?: unknown }).cause
      }
      return chain
    }
    const expectRefusal = (error: unknown, walletError: unknown) => {
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error).toMatchObject({ code: 'USER_REJECTED', message: 'User rejected the request.' })
      const cause = (error as Error).cause
      expect(cause).toEqual(walletError)
      for (const link of chainOf(error).slice(1)) {
        if ((link as Error).name !== 'UserRejectedRequestError') continue
        // The wallet's own error may use the name; none of the adapter's may.
        expect(link).toBe(cause)
      }
    }

    // Wallet Standard: the wallet's 4001.
    await connect(appKit, { connectorId: 'Airlock Dev Wallet' })
    wallet.rejectNextRequest()
    const standard = await providerOf(adapter, 'Airlock Dev Wallet')
      .signMessage({ address: first.payment.address, message: 'no' })
      .catch((error: unknown) => error)
    expectRefusal(standard, expect.any(BitcoinDevWalletRejectedError))
    expect((standard as Error).cause).toMatchObject({ code: 4001 })

    // sats-connect: the answer's -32000.
    await connect(appKit, { connectorId: 'Airlock Dev Wallet (sats)' })
    satsOnly.rejectNextRequest()
    const sats = await adapter.capabilities?.['bip122:signMessage']?.({
      address: second.payment.address,
      message: 'no',
    }).catch((error: unknown) => error)
    expectRefusal(sats, { code: -32000, message: 'User rejected the request.' })
  })
})

/** A dev account's addresses on testnet (`tb1…`): the same keys, testnet's prefix. */
function testnetAddressesOf(account: BitcoinDevAccount) {
  const hex = (value: string) =>
    Uint8Array.from(value.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
  return {
    payment: payments.p2wpkh({ pubkey: hex(account.payment.publicKey), network: networks.testnet })
      .address,
    ordinals: payments.p2tr({
      internalPubkey: hex(account.ordinals.publicKey),
      network: networks.testnet,
    }).address,
  }
}

describe('BitcoinAdapter network switching', () => {
  const configured: [AppKitNetwork, ...AppKitNetwork[]] = [bitcoinRegtest, bitcoinTestnet, bitcoin]
  afterEach(() => {
    wallet.switchNetwork('regtest')
    satsOnly.switchNetwork('regtest')
  })

  it('moves the wallet to testnet and back: accounts and chain follow, balances come from the node again', async () => {
    const { appKit, adapter } = await start(createMemoryStorage(), configured)
    await connect(appKit, { connectorId: 'Airlock Dev Wallet' })
    const chain = () => appKit.state.chains.bip122
    await expect.poll(() => chain()?.account.balance, { timeout: 20_000 }).toBeDefined()

    await switchNetwork(appKit, { network: bitcoinTestnet })
    const testnet = testnetAddressesOf(first)
    expect(testnet.payment).toMatch(/^tb1q/)
    expect(wallet.network).toBe('testnet')
    expect(chain()?.account.address).toBe(testnet.payment)
    expect(chain()?.account.caipAddress).toBe(`${bitcoinTestnet.caipNetworkId}:${testnet.payment}`)
    expect(chain()?.account.allAccounts.map((account) => account.address)).toEqual([
      testnet.payment,
      testnet.ordinals,
    ])
    expect(appKit.state.activeNetworkId).toBe(bitcoinTestnet.caipNetworkId)
    // No node serves testnet here: the regtest balance is gone, not carried over.
    expect(chain()?.account.balance).toBeUndefined()
    const provider = providerOf(adapter, 'Airlock Dev Wallet')
    expect((await provider.getAccountAddresses()).map((item) => item.address)).toEqual([
      testnet.payment,
      testnet.ordinals,
    ])
    // The testnet key signs for its tb1 address.
    const signature = await provider.signMessage({ address: testnet.ordinals ?? '', message: 'hi' })
    expect(
      await verifyBip322Signature({ address: testnet.ordinals ?? '', message: 'hi', signature }),
    ).toBe(true)

    // Back on regtest, through the provider's switchNetwork this time.
    await provider.switchNetwork(bitcoinRegtest.caipNetworkId)
    expect(chain()?.account.address).toBe(first.payment.address)
    expect(chain()?.networkId).toBe(bitcoinRegtest.caipNetworkId)
    const sats = await nodeBalance(first.payment.address)
    await expect.poll(() => chain()?.account.balance, { timeout: 20_000 }).toBe(formatSats(sats))

    // A switch made in the wallet itself is followed too.
    wallet.switchNetwork('testnet')
    await expect.poll(() => chain()?.account.address).toBe(testnet.payment)
    expect(chain()?.networkId).toBe(bitcoinTestnet.caipNetworkId)
    expect(wallet.requests.map((request) => request.method)).toContain('bitcoin:switchNetwork')
  })

  it('refuses a network the wallet does not serve with ChainNotSupportedError and stays where it was (both surfaces)', async () => {
    const { appKit } = await start(createMemoryStorage(), configured)
    await connect(appKit, { connectorId: 'Airlock Dev Wallet' })
    const refused = await switchNetwork(appKit, { network: bitcoin }).catch((error) => error)
    expect(refused).toBeInstanceOf(ChainNotSupportedError)
    expect(refused).toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
      shortMessage: 'Chain is not supported',
    })
    expect(appKit.state.chains.bip122?.account.address).toBe(first.payment.address)
    expect(appKit.state.activeNetworkId).toBe(bitcoinRegtest.caipNetworkId)
    wallet.rejectNextRequest()
    await expect(switchNetwork(appKit, { network: bitcoinTestnet })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(wallet.network).toBe('regtest')

    await connect(appKit, { connectorId: 'Airlock Dev Wallet (sats)' })
    await expect(switchNetwork(appKit, { network: bitcoin })).rejects.toBeInstanceOf(
      ChainNotSupportedError,
    )
    await switchNetwork(appKit, { network: bitcoinTestnet })
    expect(satsOnly.network).toBe('testnet')
    expect(appKit.state.chains.bip122?.account.address).toBe(testnetAddressesOf(second).payment)
  })
})
