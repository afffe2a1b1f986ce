import type { CaipNetwork } from '@airlock/core'
import { bitcoinRegtest } from '@airlock/core/networks'
import { verifyBip322Signature } from '@airlock/siwx'
import type { BitcoinDevAccount } from '@airlock/testing'
import { createBitcoinDevWallet } from '@airlock/testing/bitcoin'
import { type ConformanceWallet, describeAdapterConformance } from '@airlock/testing/conformance'
import * as ecc from '@bitcoinerlab/secp256k1'
import {
  address as bitcoinAddress,
  networks as bitcoinjsNetworks,
  initEccLib,
  payments,
} from 'bitcoinjs-lib'
import { beforeAll, inject } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter.js'
import { formatSats } from './formatSats.js'
import type { TransferUtxo } from './selectTransferInputs.js'

const regtest = inject('regtest')

initEccLib(ecc)
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
/** A dev account of fixed test keys of its own: the other test files spend from the shared four. */
function accountOf(paymentKey: string, ordinalsKey: string): BitcoinDevAccount {
  const network = bitcoinjsNetworks.regtest
  const paymentPublic = ecc.pointFromScalar(Buffer.from(paymentKey, 'hex'), true)
  const ordinalsPublic = ecc.pointFromScalar(Buffer.from(ordinalsKey, 'hex'), true)
  if (!paymentPublic || !ordinalsPublic) throw new Error('invalid test key')
  const internal = ordinalsPublic.slice(1)
  return {
    payment: {
      address: payments.p2wpkh({ pubkey: paymentPublic, network }).address ?? '',
      publicKey: hex(paymentPublic),
      privateKey: paymentKey,
    },
    ordinals: {
      address: payments.p2tr({ internalPubkey: internal, network }).address ?? '',
      publicKey: hex(internal),
      privateKey: ordinalsKey,
    },
  }
}
const account = accountOf('51'.repeat(32), '52'.repeat(32))
const secondAccount = accountOf('61'.repeat(32), '62'.repeat(32))
const page = window as unknown as EventTarget & Record<string, unknown>

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

const scriptOf = (address: string) =>
  Array.from(bitcoinAddress.toOutputScript(address, bitcoinjsNetworks.regtest), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

/** The unspent outputs of `address`, read from the node itself (one UTXO scan at a time). */
async function nodeUtxos(address: string): Promise<TransferUtxo[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      const scan = await rpc<{ unspents: { txid: string; vout: number; amount: number }[] }>(
        'scantxoutset',
        'start',
        [`raw(${scriptOf(address)})`],
      )
      return scan.unspents.map(({ txid, vout, amount }) => ({
        txid,
        vout,
        value: Math.round(amount * 1e8),
      }))
    } catch (error) {
      if (attempt > 50 || !/in progress/.test((error as Error).message)) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

// Two bip122 networks the node serves: regtest and a twin of it (the kit needs two).
const twin: CaipNetwork = {
  ...bitcoinRegtest,
  id: 'AirlockRegtestTwin',
  caipNetworkId: 'bip122:AirlockRegtestTwin',
  name: 'Bitcoin Regtest 2',
}
const served = new Set([bitcoinRegtest.caipNetworkId, twin.caipNetworkId])

beforeAll(async () => {
  // One matured 50 BTC output for the payment address, so the balance read is not zero.
  const descriptor = async (inner: string) =>
    (await rpc<{ descriptor: string }>('getdescriptorinfo', inner)).descriptor
  await rpc(
    'generatetodescriptor',
    1,
    await descriptor(`raw(${scriptOf(account.payment.address)})`),
  )
  await rpc('generatetodescriptor', 100, await descriptor('raw(51)'))
})

let wallets = 0
/** A dev wallet of its own name (the page keeps every wallet it was offered), as the kit drives it. */
function conformanceWallet(
  surface: 'standard' | 'sats-connect',
  owner: BitcoinDevAccount,
): ConformanceWallet {
  const dev = createBitcoinDevWallet({ name: `Conformance Wallet ${++wallets}`, account: owner })
  dev.register(page, [surface])
  return {
    connectorId: dev.name,
    // The second "account" is the same keys' address on testnet, where setAccount moves it.
    accounts: [dev.addresses('regtest').payment, dev.addresses('testnet').payment],
    rejectNext: () => dev.rejectNextRequest(),
    setAccount: (index) => dev.switchNetwork(index === 0 ? 'regtest' : 'testnet'),
    disconnect: () => dev.disconnect(),
    promptCount: () =>
      dev.requests.filter(
        (request) => !['standard:disconnect', 'wallet_disconnect'].includes(request.method),
      ).length,
    cleanup: () => dev.disconnect(),
  }
}

const createAdapter = () =>
  new BitcoinAdapter({
    // Read from the node: the conformance kit's page has no data API.
    api: {
      getUTXOs: async ({ network, address }) => {
        if (!served.has(network.caipNetworkId)) {
          throw new Error(`No node serves ${network.caipNetworkId}`)
        }
        return nodeUtxos(address)
      },
    },
  })

for (const surface of ['standard', 'sats-connect'] as const) {
  describeAdapterConformance({
    name: `BitcoinAdapter (${surface === 'standard' ? 'Wallet Standard' : 'sats-connect'})`,
    networks: () => [bitcoinRegtest, twin],
    // Bitcoin reads go through the data API by network id, not an RPC URL: a network none serves.
    unreachableNetwork: () => ({
      ...bitcoinRegtest,
      id: 'AirlockUnserved',
      caipNetworkId: 'bip122:AirlockUnserved',
    }),
    createAdapter,
    // No walletConnect option given: the adapter as a dapp builds it by default.
    createDefaultAdapter: createAdapter,
    createWallet: () => conformanceWallet(surface, account),
    // A page holds one sats-connect dev provider (its window id is fixed): the second wallet is a
    // Wallet Standard one.
    createSecondWallet: () => conformanceWallet('standard', secondAccount),
    readBalance: async ({ address }) =>
      formatSats((await nodeUtxos(address)).reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)),
    verifyMessage: async ({ address, message, signature }) =>
      verifyBip322Signature({ address, message, signature }),
  })
}
