/**
 * AppKit's custom elements and what Airlock does with each: `createAppKit` registers the button
 * family; the modal and wallet button need `import '@airlock/react/elements'` once. A tag in
 * AppKit's families (`appkit-*`, `w3m-*`) that is not listed has no Airlock element.
 */
export const appKitElements = {
  'appkit-button': 'createAppKit',
  'appkit-connect-button': 'createAppKit',
  'appkit-account-button': 'createAppKit',
  'appkit-network-button': 'createAppKit',
  'w3m-button': 'createAppKit',
  'w3m-connect-button': 'createAppKit',
  'w3m-account-button': 'createAppKit',
  'w3m-network-button': 'createAppKit',
  'appkit-modal': '@airlock/react/elements',
  'appkit-wallet-button': '@airlock/react/elements',
} as const satisfies Readonly<Record<string, 'createAppKit' | '@airlock/react/elements'>>

/** True for a tag of AppKit's element families. */
export function isAppKitElementTag(tag: string): boolean {
  return tag.startsWith('appkit-') || tag.startsWith('w3m-')
}
