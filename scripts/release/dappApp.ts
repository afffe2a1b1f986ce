// The app the release check installs from the local registry: AppKit's canonical React + wagmi
// setup with only the import paths changed, a strict TSX file using <appkit-button>.

/** package.json of the app; `airlock` maps each of our packages it installs to a version. */
export function appManifest(airlock: Record<string, string>) {
  return {
    name: 'airlock-release-check-app',
    private: true,
    type: 'module',
    dependencies: {
      ...airlock,
      '@tanstack/react-query': '5.108.0',
      '@wagmi/core': '3.6.5',
      react: '19.3.1',
      'react-dom': '19.3.1',
      viem: '2.57.20',
      wagmi: '3.7.7',
    },
    devDependencies: {
      '@types/react': '19.3.0',
      '@types/react-dom': '19.3.0',
      // Vite 8 (Rolldown), as bench/modal: its chunking is what the file-count check guards.
      '@vitejs/plugin-react': '6.3.0',
      typescript: '5.9.3',
      vite: '8.3.8',
    },
  }
}

export const appFiles = (rpcUrl: string): Record<string, string> => ({
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        // As Vite's React template: third-party .d.ts files are not ours to check.
        skipLibCheck: true,
        isolatedModules: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: false,
        types: [],
      },
      include: ['src'],
    },
    null,
    2,
  ),
  'vite.config.ts': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()], logLevel: 'warn', build: { target: 'es2022' } })
`,
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Release check</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
  'src/main.tsx': `import { createAppKit } from '@airlock/react'
import { airlockLocal, mainnet } from '@airlock/react/networks'
import { WagmiAdapter } from '@airlock/adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const queryClient = new QueryClient()
const projectId = 'local-dev'
const local = { ...airlockLocal, rpcUrls: { default: { http: [${JSON.stringify(rpcUrl)}] } } }
const networks: [typeof local, typeof mainnet] = [local, mainnet]
const metadata = {
  name: 'Release check',
  description: 'Airlock installed from a registry',
  url: location.origin,
  icons: [],
}

const wagmiAdapter = new WagmiAdapter({ networks, projectId })

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
  features: { analytics: false },
})

function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <appkit-button />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('no #root')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`,
})
