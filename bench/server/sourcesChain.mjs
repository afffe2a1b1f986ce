// The chain of the data-source benchmark: the seeded devnet, then at least `blocks` blocks in
// which a set of accounts does the same things in the same blocks (ETH, AUSD, AIR and LANTERN in
// and out), every other block empty; plus a holder of `tokens` ERC-20s for the Multicall3 reads.
// anvil slows down as its chain grows (mining block n costs time in proportion to n), so the
// chain is built once, kept as an anvil state dump and loaded on later runs.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devCollectionAbi, devnetContracts, devTokenAbi } from '@airlock/testing'
import {
  getAnvilBinaryPath,
  getDevnetStatePath,
  getFreePort,
  startAnvil,
} from '@airlock/testing/devnet'
import { encodeFunctionData, keccak256, numberToHex, parseEther, stringToHex } from 'viem'
import { activityOf, spreadBlocks } from '../lib/accountActivity.js'

/** Bump when the recipe below changes, so an old dump is not reused. */
const recipeVersion = 1
/** Blocks in which the accounts act; every other block is empty. */
const activeBlocks = 100
/** Seconds between blocks, as on Ethereum. */
const blockSeconds = 12

/** A fixed address that is no dev account: `airlock bench <name>` hashed. */
const benchAddress = (name) => `0x${keccak256(stringToHex(`airlock bench ${name}`)).slice(-40)}`

/**
 * The measured accounts (each does the same things in the same blocks), the counterparty they
 * trade with, the holder of the extra tokens and those tokens, on an anvil node of its own.
 *
 * @returns {Promise<{ anvil: import('@airlock/testing/devnet').AnvilInstance, accounts: string[],
 *   counterparty: string, holder: string, tokens: string[], head: number, builtIn: number | null,
 *   loadedIn: number }>}
 */
export async function prepareSourcesChain({ blocks, accounts, tokens, log }) {
  const cacheDir = process.env.BENCH_CACHE_DIR ?? join(tmpdir(), 'airlock-bench')
  const devnetState = getDevnetStatePath()
  const key = createHash('sha256')
    .update(JSON.stringify({ recipeVersion, blocks, accounts, tokens, activeBlocks, blockSeconds }))
    .update(getAnvilBinaryPath())
    .update(readFileSync(devnetState))
    .digest('hex')
    .slice(0, 16)
  const statePath = join(cacheDir, `sources-chain-${key}.json`)
  const metaPath = join(cacheDir, `sources-chain-${key}.meta.json`)
  let builtIn = null
  if (process.env.BENCH_FRESH_CHAIN === '1' || !existsSync(statePath) || !existsSync(metaPath)) {
    mkdirSync(cacheDir, { recursive: true })
    const started = performance.now()
    const partial = `${statePath}.partial`
    rmSync(partial, { force: true })
    const meta = await buildChain({
      blocks,
      accounts,
      tokens,
      loadState: devnetState,
      dumpState: partial,
      log,
    })
    renameSync(partial, statePath)
    builtIn = (performance.now() - started) / 1000
    writeFileSync(metaPath, JSON.stringify({ ...meta, builtIn }))
    log(`chain built in ${builtIn.toFixed(0)} s, kept at ${statePath}`)
  }
  const meta = JSON.parse(readFileSync(metaPath, 'utf8'))
  const loading = performance.now()
  const anvil = await startAnvil({
    chainId: 31337,
    port: await getFreePort(),
    loadState: statePath,
    readyTimeoutMs: 120_000,
  })
  const loadedIn = (performance.now() - loading) / 1000
  const head = Number(await rpc(anvil.rpcUrl, 'eth_blockNumber'))
  if (head !== meta.head) {
    await anvil.stop()
    throw new Error(`the kept chain loaded at block ${head}, not ${meta.head}: BENCH_FRESH_CHAIN=1`)
  }
  return { anvil, ...meta, builtIn: builtIn ?? meta.builtIn, loadedIn }
}

async function buildChain({
  blocks,
  accounts: count,
  tokens: tokenCount,
  loadState,
  dumpState,
  log,
}) {
  const anvil = await startAnvil({
    chainId: 31337,
    port: await getFreePort(),
    loadState,
    dumpState,
  })
  const url = anvil.rpcUrl
  try {
    const accounts = Array.from({ length: count }, (_, index) => benchAddress(`account ${index}`))
    const counterparty = benchAddress('counterparty')
    const holder = benchAddress('token holder')
    await rpc(url, 'anvil_autoImpersonateAccount', [true])
    await rpc(url, 'evm_setAutomine', [false])
    await rpc(url, 'anvil_setBlockTimestampInterval', [blockSeconds])
    for (const address of [...accounts, counterparty, holder])
      await rpc(url, 'anvil_setBalance', [address, numberToHex(parseEther('1000000'))])

    // The counterparty gets plenty of both ERC-20s (anyone may mint the devnet's tokens).
    await mineBlock(
      url,
      [devnetContracts.usd, devnetContracts.token].map((token) => ({
        from: counterparty,
        to: token,
        data: encodeFunctionData({
          abi: devTokenAbi,
          functionName: 'mint',
          args: [counterparty, 10n ** 30n],
        }),
        gas: 100_000,
      })),
    )

    // `tokens` ERC-20s: AUSD's code deployed again (a creation code that returns it), 15 to a
    // block (each may use 1.5 M gas of the 30 M), then each minted to the holder, who touches
    // nothing else.
    const runtime = await rpc(url, 'eth_getCode', [devnetContracts.usd, 'latest'])
    const tokenAddresses = []
    for (let first = 0; first < tokenCount; first += 15) {
      const receipts = await mineBlock(
        url,
        Array.from({ length: Math.min(15, tokenCount - first) }, () => ({
          from: holder,
          data: deployingCode(runtime),
          gas: 1_500_000,
        })),
      )
      tokenAddresses.push(...receipts.map((receipt) => receipt.contractAddress))
    }
    for (let first = 0; first < tokenAddresses.length; first += 50)
      await mineBlock(
        url,
        tokenAddresses.slice(first, first + 50).map((token, index) => ({
          from: holder,
          to: token,
          data: encodeFunctionData({
            abi: devTokenAbi,
            functionName: 'mint',
            args: [holder, BigInt(first + index + 1) * 10n ** 6n],
          }),
          gas: 100_000,
        })),
      )

    let head = Number(await rpc(url, 'eth_blockNumber'))
    const held = accounts.map(() => [])
    const targets = spreadBlocks(head, blocks, activeBlocks)
    for (const [k, target] of targets.entries()) {
      if (target - head - 1 > 0) await rpc(url, 'anvil_mine', [numberToHex(target - head - 1)])
      const steps = activityOf(k)
      const supply = steps.some((step) => step.asset === 'nft' && step.direction === 'in')
        ? await collectionSupply(url)
        : 0n
      let minted = 0n
      const txs = accounts.flatMap((account, index) =>
        steps.map((step) => {
          if (step.asset === 'nft' && step.direction === 'in') {
            minted += 1n
            held[index].push(supply + minted)
          }
          return transactionOf(step, account, counterparty, held[index])
        }),
      )
      await mineBlock(url, txs)
      head = target
      if ((k + 1) % 20 === 0) log(`  block ${head} of ${blocks}`)
    }
    return {
      accounts,
      counterparty,
      holder,
      tokens: tokenAddresses,
      head: Number(await rpc(url, 'eth_blockNumber')),
    }
  } finally {
    await anvil.stop()
  }
}

/** The transaction of one step of `account`'s activity (`held`: its NFTs, oldest first). */
function transactionOf(step, account, counterparty, held) {
  const [from, to] = step.direction === 'in' ? [counterparty, account] : [account, counterparty]
  if (step.asset === 'eth')
    return { from, to, value: parseEther(step.direction === 'in' ? '0.02' : '0.01'), gas: 21_000 }
  if (step.asset === 'nft') {
    const data =
      step.direction === 'in'
        ? encodeFunctionData({ abi: devCollectionAbi, functionName: 'mint', args: [account] })
        : encodeFunctionData({
            abi: devCollectionAbi,
            functionName: 'transferFrom',
            args: [account, counterparty, held.shift()],
          })
    return { from, to: devnetContracts.collection, data, gas: 250_000 }
  }
  const amount =
    step.asset === 'ausd'
      ? (step.direction === 'in' ? 10n : 3n) * 10n ** 6n
      : (step.direction === 'in' ? 10n : 5n) * 10n ** 17n
  return {
    from,
    to: step.asset === 'ausd' ? devnetContracts.usd : devnetContracts.token,
    data: encodeFunctionData({ abi: devTokenAbi, functionName: 'transfer', args: [to, amount] }),
    gas: 100_000,
  }
}

/** Creation code that deploys `runtime` as it is: CODECOPY the code after it, RETURN it. */
function deployingCode(runtime) {
  const length = (runtime.length - 2) / 2
  const prefix = `61${length.toString(16).padStart(4, '0')}80600c6000396000f3`
  return `0x${prefix}${runtime.slice(2)}`
}

async function collectionSupply(url) {
  const data = encodeFunctionData({ abi: devCollectionAbi, functionName: 'totalSupply' })
  return BigInt(await rpc(url, 'eth_call', [{ to: devnetContracts.collection, data }, 'latest']))
}

/**
 * Sends `txs` in one JSON-RPC batch, mines them into one block and checks every one succeeded.
 * Nonces are given: anvil answers a batch's calls side by side, and would give two of one sender's
 * transactions the same nonce.
 */
async function mineBlock(url, txs) {
  const senders = [...new Set(txs.map((tx) => tx.from))]
  const counts = await rpcBatch(
    url,
    senders.map((sender) => ['eth_getTransactionCount', [sender, 'latest']]),
  )
  const nonces = new Map(senders.map((sender, index) => [sender, BigInt(counts[index])]))
  const hashes = await rpcBatch(
    url,
    txs.map(({ value, gas, ...tx }) => {
      const nonce = nonces.get(tx.from)
      nonces.set(tx.from, nonce + 1n)
      return [
        'eth_sendTransaction',
        [
          {
            ...tx,
            value: numberToHex(value ?? 0n),
            gas: numberToHex(gas),
            nonce: numberToHex(nonce),
          },
        ],
      ]
    }),
  )
  await rpc(url, 'evm_mine')
  const receipts = await rpc(url, 'eth_getBlockReceipts', ['latest'])
  const failed = receipts.filter((receipt) => receipt.status !== '0x1')
  if (receipts.length !== hashes.length || failed.length > 0)
    throw new Error(
      `block of ${hashes.length} transactions mined ${receipts.length}, ${failed.length} failed`,
    )
  return receipts
}

async function rpc(url, method, params = []) {
  const [result] = await rpcBatch(url, [[method, params]])
  return result
}

async function rpcBatch(url, calls) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params })),
    ),
  })
  const answers = await response.json()
  const failed = answers.find((answer) => answer.error)
  if (failed) throw new Error(`${calls[failed.id][0]}: ${failed.error.message}`)
  return answers.sort((a, b) => a.id - b.id).map((answer) => answer.result)
}
