import type { SolanaProvider } from '@airlock/adapter-solana'
import { useAppKitProvider } from '@airlock/react'
import { useState } from 'react'

const message = 'Hello from the Airlock demo on Solana'

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/** Signs a fixed message with the connected Solana account, through AppKit's Solana provider. */
export function SolanaSignMessagePanel() {
  const { walletProvider } = useAppKitProvider<SolanaProvider | undefined>('solana')
  const [signature, setSignature] = useState<string>()
  const [pending, setPending] = useState(false)
  const sign = async () => {
    if (!walletProvider) return
    setPending(true)
    try {
      setSignature(toHex(await walletProvider.signMessage(new TextEncoder().encode(message))))
    } catch (error) {
      setSignature(error instanceof Error ? error.message : String(error))
    } finally {
      setPending(false)
    }
  }
  return (
    <section aria-labelledby="solana-sign-message-heading">
      <h2 id="solana-sign-message-heading">Sign a Solana message</h2>
      <p>
        Message: <code>{message}</code>
      </p>
      <button type="button" disabled={pending || !walletProvider} onClick={() => void sign()}>
        Sign Solana message
      </button>
      <dl>
        <dt>Solana signature (hex)</dt>
        <dd data-testid="solana-signature">{signature ?? '—'}</dd>
      </dl>
    </section>
  )
}
