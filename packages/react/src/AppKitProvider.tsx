import type { AppKit } from '@airlock/core'
import { type ReactNode, useState } from 'react'
import { type CreateAppKit, createAppKit } from './createAppKit.js'
import { AppKitContext } from './defaultAppKit.js'

export type AppKitProviderProps =
  | { appKit: AppKit; children?: ReactNode }
  | (CreateAppKit & { appKit?: undefined; children?: ReactNode })

/**
 * Scopes the hooks below it to one instance. Given createAppKit's options as props (AppKit's
 * way), it creates the instance on first render (or takes the one createAppKit already made).
 * Given `appKit`, it pins that instance: useful for two instances on one page, and in tests.
 */
export function AppKitProvider(props: AppKitProviderProps) {
  const [created] = useState(() => {
    if (props.appKit) return undefined
    const { children: _children, appKit: _appKit, ...options } = props
    return createAppKit(options)
  })
  const appKit = props.appKit ?? created
  return <AppKitContext.Provider value={appKit}>{props.children}</AppKitContext.Provider>
}
