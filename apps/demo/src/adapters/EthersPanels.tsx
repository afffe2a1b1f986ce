import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from '@airlock/react'
import { useEffect, useState } from 'react'
import { describeFailure } from './describeFailure.js'

const message = 'Hello from the Airlock demo'
/** The standard test mnemonic's account 5, which the demo's transfer pays (0.001 ETH). */
const recipient = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

/** What an ethers dapp does with the wallet: its own provider and signer over the raw provider. */
export type EthersSide = {
  label: string
  /** The signer's address and the provider's chain id, read through ethers. */
  read: (walletProvider: unknown, address: string) => Promise<{ address: string; chainId: number }>
  sign: (walletProvider: unknown, address: string, message: string) => Promise<string>
  /** Sends 0.001 ETH to `to`; resolves with the transaction hash. */
  send: (walletProvider: unknown, address: string, to: string) => Promise<string>
}

/** The account read, and a message signed, through ethers over `useAppKitProvider('eip155')`. */
export function EthersPanels({ side }: { side: EthersSide }) {
  const { address } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider('eip155')
  // Read again when the network changes: ethers asks the wallet for its chain each time.
  const { chainId } = useAppKitNetwork()
  const [read, setRead] = useState<{ address: string; chainId: number }>()
  const [signature, setSignature] = useState<string>()
  const [pending, setPending] = useState(false)
  const [signError, setSignError] = useState<string>()
  const [transaction, setTransaction] = useState<string>()
  const [transactionError, setTransactionError] = useState<string>()

  useEffect(() => {
    let current = true
    setRead(undefined)
    if (walletProvider && address && chainId) {
      side.read(walletProvider, address).then(
        (value) => current && setRead(value),
        () => undefined,
      )
    }
    return () => {
      current = false
    }
  }, [walletProvider, address, side, chainId])

  async function sign() {
    if (!walletProvider || !address) return
    setPending(true)
    setSignError(undefined)
    try {
      setSignature(await side.sign(walletProvider, address, message))
    } catch (error) {
      setSignature(error instanceof Error ? error.message : String(error))
      setSignError(describeFailure(error))
    } finally {
      setPending(false)
    }
  }

  async function send() {
    if (!walletProvider || !address) return
    setPending(true)
    setTransactionError(undefined)
    try {
      setTransaction(await side.send(walletProvider, address, recipient))
    } catch (error) {
      setTransactionError(describeFailure(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <section aria-labelledby="ethers-heading">
        <h2 id="ethers-heading">Through {side.label}</h2>
        <dl>
          <dt>Address ({side.label})</dt>
          <dd data-testid="ethers-address">{read?.address ?? '—'}</dd>
          <dt>Chain id ({side.label})</dt>
          <dd data-testid="ethers-chain">{read?.chainId ?? '—'}</dd>
        </dl>
      </section>
      <section aria-labelledby="sign-message-heading">
        <h2 id="sign-message-heading">Sign a message</h2>
        <p>
          Message: <code>{message}</code>
        </p>
        <button type="button" disabled={pending} onClick={sign}>
          Sign message
        </button>
        <dl>
          <dt>Signature</dt>
          <dd data-testid="signature">{signature ?? '—'}</dd>
          <dt>Sign error</dt>
          <dd data-testid="sign-error">{signError ?? '—'}</dd>
        </dl>
      </section>
      <section aria-labelledby="send-transaction-heading">
        <h2 id="send-transaction-heading">Send a transaction</h2>
        <p>
          0.001 ETH to <code>{recipient}</code>.
        </p>
        <button type="button" disabled={pending} onClick={send}>
          Send transaction
        </button>
        <dl>
          <dt>Transaction</dt>
          <dd data-testid="transaction">{transaction ?? '—'}</dd>
          <dt>Transaction error</dt>
          <dd data-testid="transaction-error">{transactionError ?? '—'}</dd>
        </dl>
      </section>
    </>
  )
}
