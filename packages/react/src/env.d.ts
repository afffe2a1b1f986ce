import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type AppKitElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  label?: string | undefined
  balance?: 'show' | 'hide' | undefined
  namespace?: string | undefined
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': AppKitElementProps
      'appkit-connect-button': AppKitElementProps
      'appkit-account-button': AppKitElementProps
      'appkit-network-button': AppKitElementProps
    }
  }
}
