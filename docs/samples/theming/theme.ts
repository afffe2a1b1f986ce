import { createAppKit } from '@airlock/react'
import { mainnet } from '@airlock/react/networks'

export const appKit = createAppKit({
  networks: [mainnet],
  projectId: 'local-dev',
  themeMode: 'dark', // or 'light'; without it, the visitor's system preference
  themeVariables: {
    '--w3m-accent': '#7c3aed',
    '--w3m-color-mix': '#1e1b4b',
    '--w3m-color-mix-strength': 20,
    '--w3m-font-family': 'Inter, system-ui, sans-serif',
    '--w3m-border-radius-master': '2px',
    '--w3m-z-index': 1000,
  },
})

// Later, from anywhere:
appKit.setThemeMode('light')
appKit.setThemeVariables({ '--w3m-accent': '#0ea5e9' })
