import { getTextDirection, setLanguage } from '@airlock/core'
import { createAppKit } from '@airlock/react'
import { mainnet } from '@airlock/react/networks'

export const appKit = createAppKit({
  networks: [mainnet],
  projectId: 'local-dev',
  // Without it, the visitor's first supported browser language, else English.
  language: 'pt-BR',
  // Single texts over the chosen language's catalogue.
  messages: { connectWallet: 'Entrar' },
})

// Switch later: the catalogue of the new language loads on demand.
await setLanguage(appKit, { language: 'ar' })

// Arabic, Hebrew and Persian are laid out right to left.
document.documentElement.dir = getTextDirection('ar') // 'rtl'
