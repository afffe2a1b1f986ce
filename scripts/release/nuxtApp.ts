import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { getFreePort } from '@airlock/testing/devnet'
import { stopProcessGroup } from './registry.js'
import { runTool } from './runTool.js'
import { connectSignAndDisconnect, signedMessage } from './walletFlow.js'

// The Nuxt app of the release check: Nuxt 3 with server-side rendering installs @airlock/vue and
// @airlock/adapter-wagmi from the registry, builds, and runs its own server on a loopback port. In
// Chromium it connects the Airlock Dev Wallet, signs a message and disconnects (walletFlow.ts, as
// the Vue app and the plain HTML page do); after a reload the HTML its server renders holds the
// connected address. wagmi keeps the connection in a cookie (`cookieStorage`, `ssr: true`); a
// plugin that runs on both sides reads it from the request on the server with `@wagmi/core`'s
// `cookieToInitialState`, hands the account to the browser through Nuxt's `useState`, and gives it
// to `@airlock/vue` with `provideAppKitInitialState`. The instance itself is made in a client-only
// plugin, as @airlock/vue's README shows.

/** The Airlock packages the app installs; each is mapped to its version in the workspace. */
export const nuxtAppPackages = ['@airlock/vue', '@airlock/core', '@airlock/adapter-wagmi']

/** package.json of the app; `airlock` maps each of our packages it installs to a version. */
function nuxtAppManifest(airlock: Record<string, string>) {
  return {
    name: 'airlock-release-check-nuxt-app',
    private: true,
    type: 'module',
    dependencies: {
      ...airlock,
      '@wagmi/core': '3.6.5',
      nuxt: '3.21.11',
      viem: '2.57.20',
      vue: '3.5.45',
    },
  }
}

const nuxtAppFiles = (rpcUrl: string): Record<string, string> => ({
  'nuxt.config.ts': `export default defineNuxtConfig({
  ssr: true,
  compatibilityDate: '2025-07-15',
  devtools: { enabled: false },
  telemetry: false,
  sourcemap: false,
  vue: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('appkit-') } },
})
`,
  'lib/appKit.ts': `import { WagmiAdapter } from '@airlock/adapter-wagmi'
import { airlockLocal } from '@airlock/core/networks'
import { cookieStorage, createStorage } from '@wagmi/core'

export const projectId = 'local-dev'
const local = { ...airlockLocal, rpcUrls: { default: { http: [${JSON.stringify(rpcUrl)}] } } }
export const networks: [typeof local] = [local]

// The connection is kept in a cookie, so the server can render the connected page.
export const wagmiAdapter = new WagmiAdapter({
  networks,
  projectId,
  ssr: true,
  storage: createStorage({ storage: cookieStorage }),
})
`,
  // Runs on the server and in the browser, before the client-only plugin below.
  'plugins/0.account.ts': `import type { CaipAddress } from '@airlock/vue'
import { provideAppKitInitialState } from '@airlock/vue'
import { cookieToInitialState } from '@wagmi/core'
import { wagmiAdapter } from '../lib/appKit'

export default defineNuxtPlugin((nuxtApp) => {
  // Read on the server from the request's cookie; the browser gets it with the page's payload.
  const caipAddress = useState<CaipAddress | undefined>('airlock-account', () => {
    const state = cookieToInitialState(wagmiAdapter.wagmiConfig, useRequestHeaders(['cookie']).cookie)
    const connection = state?.current ? state.connections.get(state.current) : undefined
    const [address] = connection?.accounts ?? []
    return connection && address ? \`eip155:\${connection.chainId}:\${address}\` : undefined
  })
  provideAppKitInitialState(nuxtApp.vueApp, { caipAddress: caipAddress.value })
})
`,
  'plugins/1.appkit.client.ts': `import { createAppKit } from '@airlock/vue'
import { networks, projectId, wagmiAdapter } from '../lib/appKit'

export default defineNuxtPlugin(() => {
  createAppKit({ adapters: [wagmiAdapter], networks, projectId, features: { analytics: false } })
})
`,
  'app.vue': `<script setup lang="ts">
import { useAppKitAccount, useAppKitProvider, useDisconnect } from '@airlock/vue'
import { type EIP1193Provider, stringToHex, verifyMessage } from 'viem'

const account = useAppKitAccount()
const provider = useAppKitProvider<EIP1193Provider>('eip155')
const { disconnect } = useDisconnect()
const outcome = ref('')
const message = ${JSON.stringify(signedMessage)}

async function sign() {
  const address = account.value.address as \`0x\${string}\`
  const signature = await provider.walletProvider!.request({
    method: 'personal_sign',
    params: [stringToHex(message), address],
  })
  const valid = await verifyMessage({ address, message, signature })
  outcome.value = valid ? \`Signed by \${address}\` : 'The signature does not verify'
}
</script>

<template>
  <main>
    <appkit-button />
    <p>Connected address: <output aria-label="Connected address">{{ account.address ?? 'not connected' }}</output></p>
    <template v-if="account.isConnected">
      <p>Account {{ account.address }}</p>
      <button type="button" @click="sign">Sign message</button>
      <p role="status">{{ outcome }}</p>
      <button type="button" @click="disconnect()">Disconnect</button>
    </template>
  </main>
</template>
`,
})

export type CheckNuxtAppOptions = {
  /** A folder of this check's own: the app is made in it. */
  dir: string
  /** npm's environment for the local registry (its URL, user config and cache). */
  env: Record<string, string>
  /** Version of each of `nuxtAppPackages`. */
  versions: Record<string, string>
  /** Called with the name of each step as it starts. */
  step: (name: string) => void
}

/**
 * Installs the Nuxt app from the registry, builds it, starts its server and, in Chromium,
 * connects the Airlock Dev Wallet, signs a message, reloads (the server's HTML must hold the
 * address) and disconnects.
 *
 * @throws Error naming the step that failed, with the tool's output or the page's errors.
 */
export async function checkNuxtApp({ dir, env, versions, step }: CheckNuxtAppOptions) {
  const started = Date.now()
  const devnetPorts = { primary: await getFreePort(), secondary: await getFreePort() }
  const rpcUrl = `http://127.0.0.1:${devnetPorts.primary}`
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(nuxtAppManifest(versions), null, 2)}\n`,
  )
  for (const [path, content] of Object.entries(nuxtAppFiles(rpcUrl))) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  // Our packages come from the local registry; Nuxt's 700-odd others straight from npm's. npm
  // caches package documents by registry URL, and the local registry's port changes each run:
  // through it, every run would fetch them all again.
  const localRegistry = env.npm_config_registry
  if (!localRegistry) throw new Error('Nuxt app: no local registry in npm_config_registry')
  writeFileSync(join(dir, '.npmrc'), `@airlock:registry=${localRegistry}\n`)
  const nuxtEnv = {
    ...process.env,
    ...env,
    npm_config_registry: 'https://registry.npmjs.org/',
    NUXT_TELEMETRY_DISABLED: '1',
    CI: 'true',
  }
  const run = (label: string, command: string, args: string[]) =>
    runTool(`Nuxt app: ${label}`, command, args, { cwd: dir, env: nuxtEnv })

  step(`Nuxt app: npm install of ${Object.keys(versions).join(', ')} and nuxt`)
  await run('npm install', 'npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    '--loglevel=error',
  ])

  step('Nuxt app: nuxt build')
  await run('nuxt build', process.execPath, [join(dir, 'node_modules/nuxt/bin/nuxt.mjs'), 'build'])

  step('Nuxt app: its server, connect, sign, reload and disconnect in Chromium')
  const port = await getFreePort()
  const server = spawn(process.execPath, [join(dir, '.output/server/index.mjs')], {
    cwd: dir,
    env: { ...nuxtEnv, NITRO_HOST: '127.0.0.1', NITRO_PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout.on('data', (chunk) => {
    output += chunk
  })
  server.stderr.on('data', (chunk) => {
    output += chunk
  })
  const url = `http://127.0.0.1:${port}/`
  try {
    await waitForServer(
      url,
      () => server.exitCode,
      () => output,
    )
    await connectSignAndDisconnect({
      site: { url, serverRendered: true },
      devnetPorts,
      verifySignature: false,
    })
  } catch (error) {
    throw new Error(
      `Nuxt app: connect, sign, reload and disconnect: ${(error as Error).message}\n${output.slice(-2000)}`,
    )
  } finally {
    await stopProcessGroup(server)
  }
  console.log(`release check: the Nuxt app took ${Math.round((Date.now() - started) / 1000)} s`)
}

/** Polls `url` until it answers; fails when the server exits or 60 s pass. */
async function waitForServer(
  url: string,
  exitCode: () => number | null,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const code = exitCode()
    if (code !== null) throw new Error(`the server exited with ${code}: ${output().slice(-2000)}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer in 60 s`)
}
