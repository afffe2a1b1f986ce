// Type-checked against @airlock/react's built types (dist), as an app installing the package
// sees them: the <appkit-*> elements must be known to JSX with AppKit's attributes.
import { AppKitButton, createAppKit } from '@airlock/react'

export const typedApi = [createAppKit, AppKitButton]

export const elements = (
  <header className="bar">
    <appkit-button loadingLabel="Connecting" size="sm" balance="hide" charsStart={4} charsEnd={6} />
    <appkit-connect-button label="Sign in" namespace="eip155" />
    <appkit-account-button balance="show" disabled />
    <appkit-network-button label="Network" disabled={false} />
    <w3m-button />
    <w3m-connect-button label="Connect" loadingLabel="Wait" />
    <w3m-account-button balance="hide" charsEnd={4} />
    <w3m-network-button label="Network" />
    <appkit-modal className="inline" />
    <appkit-wallet-button wallet="metamask" namespace="eip155" />
    <div className="plain" />
  </header>
)

// @ts-expect-error AppKit's sizes are 'sm' and 'md'
export const wrongSize = <appkit-button size="xl" />

// @ts-expect-error <appkit-wallet-button> needs the wallet it connects
export const noWallet = <appkit-wallet-button namespace="eip155" />
