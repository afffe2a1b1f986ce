// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

// What loads with the page: lazy chunks (views, WalletConnect, write actions) are left out, as
// a browser would leave them until first used.
const leaveOutDynamicImports: Plugin = {
  name: 'leave-out-dynamic-imports',
  setup(context) {
    context.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    )
  },
}

const canonicalSetup = `
  import { createAppKit } from '../react/src/exports/index.ts'
  import { WagmiAdapter } from './src/exports/index.ts'
  import { mainnet } from '../core/src/exports/networks.ts'
  const adapter = new WagmiAdapter({ networks: [mainnet], projectId: 'p' })
  createAppKit({ adapters: [adapter], networks: [mainnet], projectId: 'p' })
`

/**
 * The files whose code ends up in a wagmi dapp's first load (tree-shaken: a file that is imported
 * but contributes no byte does not count), AppKit's canonical setup with email login on.
 */
async function firstLoadFiles(contents = canonicalSetup): Promise<string[]> {
  const result = await build({
    stdin: {
      contents,
      resolveDir: packageDir,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    conditions: ['@airlock/source'],
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    plugins: [leaveOutDynamicImports],
  })
  return Object.values(result.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([file]) => file),
  )
}

describe("a wagmi dapp's first load", () => {
  let files: string[] = []
  beforeAll(async () => {
    files = await firstLoadFiles()
  }, 120_000)

  it('holds the adapter and core', () => {
    expect(files.some((file) => file === 'src/WagmiAdapter.ts')).toBe(true)
    expect(files.some((file) => file.includes('core/src/createAppKit.ts'))).toBe(true)
  })

  it('holds no validation schemas: storage and options are checked by hand, zod loads on use', () => {
    expect(files.filter((file) => /node_modules\/zod\//.test(file))).toEqual([])
  })

  it("holds the auth provider's facade, not the provider (it loads on the intent to log in, or to log in)", () => {
    expect(files.some((file) => file.includes('auth/createLazyAuthProvider.ts'))).toBe(true)
    const provider = /auth\/(createAuthProvider|loadFrameHost)\.ts/
    expect(files.filter((file) => provider.test(file))).toEqual([])
    expect(files.filter((file) => file.includes('packages/frame/'))).toEqual([])
  })

  it("holds the buttons' texts only: every other message group loads with the part that shows it", () => {
    const catalogue = files.filter((file) => file.includes('core/src/i18n/locales/'))
    expect(catalogue).toEqual([expect.stringMatching(/core\/src\/i18n\/locales\/en\/start\.ts$/)])
    expect(files.filter((file) => file.includes('core/src/i18n/messageLoaders.ts'))).toEqual([])
  })

  it('holds no signing code and none of the write actions or ENS utilities', () => {
    const heavy =
      /(@noble\/curves|secp256k1|prepareTransactionRequest|simulateCalls|waitForTransactionReceipt|sendTransaction|writeContract|signMessage|ens\/avatar|@walletconnect)/
    expect(files.filter((file) => heavy.test(file))).toEqual([])
  })
})

describe('what opening the modal loads before any answer', () => {
  let files: string[] = []
  beforeAll(async () => {
    // The dialog (prefetched when idle), the Connect view's registry request and the image URLs
    // of its rows: zod and the route schemas wait for an answer to check, or an address typed.
    files = await firstLoadFiles(`
      export { Dialog } from '../ui/src/components/Dialog.tsx'
      export { loadConnectWallets } from '../ui/src/views/loadConnectWallets.ts'
    `)
  }, 120_000)

  it('holds the dialog, the registry request and the image URLs', () => {
    expect(files.some((file) => file.includes('ui/src/views/ConnectView.tsx'))).toBe(true)
    expect(files.some((file) => file.includes('blockchain-api/src/actions/getWallets.ts'))).toBe(
      true,
    )
    expect(files.some((file) => file.includes('blockchain-api/src/actions/getImageUrl.ts'))).toBe(
      true,
    )
  })

  it('holds no zod and no route schema', () => {
    expect(files.filter((file) => /node_modules\/zod\//.test(file))).toEqual([])
    expect(files.filter((file) => file.includes('blockchain-api/src/routes/wallets.ts'))).toEqual(
      [],
    )
  })
})
