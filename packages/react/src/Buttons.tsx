import {
  AccountButton as UiAccountButton,
  AppKitButton as UiAppKitButton,
  ConnectButton as UiConnectButton,
  NetworkButton as UiNetworkButton,
} from '@airlock/ui'
import type { ComponentProps } from 'react'
import { useAppKitOrThrow } from './hooks/useAppKitSelector.js'

type Without<T> = Omit<T, 'appKit'>

/**
 * "Connect Wallet" when disconnected; balance and address when connected. Opens the modal.
 * Takes AppKit's `label`, `loadingLabel`, `size`, `disabled`, `balance`, `namespace`,
 * `charsStart` and `charsEnd`.
 */
export function AppKitButton(props: Without<ComponentProps<typeof UiAppKitButton>>) {
  return <UiAppKitButton {...props} appKit={useAppKitOrThrow()} />
}

/** Always a "Connect Wallet" button (AppKit's name: AppKitConnectButton). */
export function ConnectButton(props: Without<ComponentProps<typeof UiConnectButton>>) {
  return <UiConnectButton {...props} appKit={useAppKitOrThrow()} />
}

/** The connected account: balance and truncated address (AppKit's name: AppKitAccountButton). */
export function AccountButton(props: Without<ComponentProps<typeof UiAccountButton>>) {
  return <UiAccountButton {...props} appKit={useAppKitOrThrow()} />
}

/** The active network; opens the Networks view (AppKit's name: AppKitNetworkButton). */
export function NetworkButton(props: Without<ComponentProps<typeof UiNetworkButton>>) {
  return <UiNetworkButton {...props} appKit={useAppKitOrThrow()} />
}

export {
  AccountButton as AppKitAccountButton,
  ConnectButton as AppKitConnectButton,
  NetworkButton as AppKitNetworkButton,
}
