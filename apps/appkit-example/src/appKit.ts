import { createAppKit } from '@airlock/react'
import { metadata, networks, projectId, wagmiAdapter } from './config.js'

// As in AppKit's examples: one call at module level, before the first render; the instance it
// returns is the app's `modal`.
export const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
  themeMode: 'light',
  features: { analytics: false },
})
