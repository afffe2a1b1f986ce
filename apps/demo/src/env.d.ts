/// <reference types="vite/client" />
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

declare global {
  interface ImportMetaEnv {
    readonly VITE_AIRLOCK_PROJECT_ID?: string
    readonly VITE_AIRLOCK_LOCAL?: string
    readonly VITE_AIRLOCK_API_URL?: string
    readonly VITE_AIRLOCK_RELAY_URL?: string
  }
}

type AppKitElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  label?: string
  balance?: 'show' | 'hide'
  namespace?: string
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
