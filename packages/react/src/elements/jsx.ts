import type { ChainNamespace } from '@airlock/core'
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** What every `<appkit-*>` element takes besides its own attributes: class, style, id, events. */
type ElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>

/**
 * The attributes of the `<appkit-*>` elements, in AppKit's names. In JSX they are written as
 * AppKit documents them (`loadingLabel`, `charsStart`); the elements also read the HTML
 * spellings (`loadinglabel`, `loading-label`).
 */
export type AppKitElementAttributes = {
  /** `<appkit-button>`: label, loadingLabel, size, disabled, balance, namespace, charsStart, charsEnd. */
  'appkit-button': ElementAttributes & {
    label?: string | undefined
    loadingLabel?: string | undefined
    size?: 'sm' | 'md' | undefined
    disabled?: boolean | undefined
    balance?: 'show' | 'hide' | undefined
    namespace?: ChainNamespace | undefined
    charsStart?: number | undefined
    charsEnd?: number | undefined
  }
  'appkit-connect-button': ElementAttributes & {
    label?: string | undefined
    loadingLabel?: string | undefined
    size?: 'sm' | 'md' | undefined
    disabled?: boolean | undefined
    namespace?: ChainNamespace | undefined
  }
  'appkit-account-button': ElementAttributes & {
    disabled?: boolean | undefined
    balance?: 'show' | 'hide' | undefined
    namespace?: ChainNamespace | undefined
    charsStart?: number | undefined
    charsEnd?: number | undefined
  }
  'appkit-network-button': ElementAttributes & {
    disabled?: boolean | undefined
    label?: string | undefined
  }
  /** The modal where the element is (inline with `enableEmbedded`); from `@airlock/react/elements`. */
  'appkit-modal': ElementAttributes
  /** Connects one wallet directly; from `@airlock/react/elements`. */
  'appkit-wallet-button': ElementAttributes & {
    wallet: string
    namespace?: ChainNamespace | undefined
  }
  'w3m-button': AppKitElementAttributes['appkit-button']
  'w3m-connect-button': AppKitElementAttributes['appkit-connect-button']
  'w3m-account-button': AppKitElementAttributes['appkit-account-button']
  'w3m-network-button': AppKitElementAttributes['appkit-network-button']
}

// React 19 (and @types/react 18.3 with the automatic runtime) read React.JSX; older React 18
// typings read the global JSX namespace. Both are extended, as AppKit does.
declare global {
  namespace JSX {
    interface IntrinsicElements extends AppKitElementAttributes {}
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends AppKitElementAttributes {}
  }
}
