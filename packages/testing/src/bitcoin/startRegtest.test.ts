import { address, Psbt } from 'bitcoinjs-lib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { getFreePort } from '../devnet/freePort.js'
import { bitcoinDevAccounts } from './bitcoinDevAccounts.js'
import { ECPair, regtestNetwork } from './bitcoinKeys.js'
import { bitcoinDevFunding } from './bitcoinRegtest.js'
import { bytesToHex, hexToBytes } from './bytes.js'
import { btcToSats, type RegtestNode, startRegtest } from './startRegtest.js'

let node: RegtestNode
const [sender, receiver] = bitcoinDevAccounts
if (!sender || !receiver) throw new Error('dev accounts')

beforeAll(async () => {
  node = await startRegtest({ rpcPort: await getFreePort() })
}, 60_000)
afterAll(async () => {
  await node?.stop()
})

it('funds the first dev account with matured coinbase outputs', async () => {
  expect(await node.getBalance(sender.payment.address)).toBe(
    bitcoinDevFunding.satsPerBlock * BigInt(bitcoinDevFunding.blocks),
  )
  expect(await node.getBalance(receiver.payment.address)).toBe(0n)
  expect(await node.rpc('getblockcount')).toBe(bitcoinDevFunding.blocks + 100)
})

it('accepts a P2WPKH spend to a bcrt1 address and mines it on its own', async () => {
  const { unspents } = await node.rpc<{
    unspents: { txid: string; vout: number; amount: number; scriptPubKey: string }[]
  }>('scantxoutset', 'start', [
    `raw(${bytesToHex(address.toOutputScript(sender.payment.address, regtestNetwork))})`,
  ])
  const utxo = unspents[0]
  if (!utxo) throw new Error('no utxo')
  const key = ECPair.fromPrivateKey(hexToBytes(sender.payment.privateKey), {
    network: regtestNetwork,
  })
  const psbt = new Psbt({ network: regtestNetwork })
  psbt.addInput({
    hash: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: hexToBytes(utxo.scriptPubKey), value: btcToSats(utxo.amount) },
  })
  psbt.addOutput({ address: receiver.payment.address, value: 1_500_000n })
  psbt.addOutput({
    address: sender.payment.address,
    value: btcToSats(utxo.amount) - 1_500_000n - 1_000n,
  })
  psbt.signInput(0, key).finalizeAllInputs()
  const txid = await node.rpc<string>('sendrawtransaction', psbt.extractTransaction().toHex())
  await expect
    .poll(
      async () =>
        (await node.rpc<{ confirmations?: number }>('getrawtransaction', txid, true))
          .confirmations ?? 0,
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(0)
  expect(await node.getBalance(receiver.payment.address)).toBe(1_500_000n)
})

it('converts node amounts to sats without floating point drift', () => {
  expect(btcToSats(0.015)).toBe(1_500_000n)
  expect(btcToSats(49.99998)).toBe(4_999_998_000n)
  expect(btcToSats(0.00000001)).toBe(1n)
})
