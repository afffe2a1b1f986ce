import { useAppKitAccount, useAppKitProvider } from '@airlock/react'
import { devAccounts, devnetContracts, devTokenAbi, uniswapV2RouterAbi } from '@airlock/testing'
import { useState } from 'react'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  maxUint256,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { describeFailure } from './adapters/describeFailure.js'

type Eip1193Provider = {
  request(arguments_: { method: string; params?: unknown[] }): Promise<unknown>
}

/** The standard test mnemonic's account 5: the transfer pays it. */
const recipient = devAccounts[5].address
const ausd = devnetContracts.usd

/**
 * The token requests a dapp sends its wallet, each as its own `eth_sendTransaction` over the
 * EIP-1193 provider (`useAppKitProvider('eip155')`): the wallet's approval shows what each does.
 */
type Call = { to: Address; data?: Hex; value?: Hex }

const requests: { label: string; call: (account: Address) => Call }[] = [
  {
    label: 'Send 10 AUSD',
    call: () => ({
      to: ausd,
      data: encodeFunctionData({
        abi: devTokenAbi,
        functionName: 'transfer',
        args: [recipient, parseUnits('10', 6)],
      }),
    }),
  },
  {
    label: 'Approve unlimited AUSD',
    call: () => ({
      to: ausd,
      data: encodeFunctionData({
        abi: devTokenAbi,
        functionName: 'approve',
        args: [devnetContracts.uniswapV2Router, maxUint256],
      }),
    }),
  },
  {
    // More than a new embedded wallet holds: its approval offers to fund it in place.
    label: 'Send 0.05 ETH',
    call: () => ({ to: recipient, value: toHex(parseEther('0.05')) }),
  },
  {
    // A deadline long past: the router reverts with 'UniswapV2Router: EXPIRED'.
    label: 'Swap past its deadline',
    call: (account) => ({
      to: devnetContracts.uniswapV2Router,
      data: encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [parseUnits('1', 6), 0n, [ausd, devnetContracts.token], account, 1n],
      }),
    }),
  },
]

/** Buttons that send the local chain's token requests through the connected wallet. */
export function TokenRequestsPanel() {
  const { address } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193Provider | undefined>('eip155')
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<string>()
  const [failure, setFailure] = useState<string>()

  async function send(call: Call) {
    if (!walletProvider || !address) return
    setPending(true)
    setResult(undefined)
    setFailure(undefined)
    try {
      const hash = await walletProvider.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, ...call }],
      })
      setResult(String(hash))
    } catch (error) {
      setFailure(describeFailure(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-labelledby="token-requests-heading">
      <h2 id="token-requests-heading">Token requests</h2>
      <p>
        AUSD (<code>{ausd}</code>) and ETH on the local chain, sent as the dapp's own transactions.
      </p>
      {requests.map(({ label, call }) => (
        <button
          key={label}
          type="button"
          disabled={pending || !walletProvider || !address}
          onClick={() => send(call(address as Address))}
        >
          {label}
        </button>
      ))}
      <dl>
        <dt>Token request</dt>
        <dd data-testid="token-request">{result ?? '—'}</dd>
        <dt>Token request error</dt>
        <dd data-testid="token-request-error">{failure ?? '—'}</dd>
      </dl>
    </section>
  )
}
