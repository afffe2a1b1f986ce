import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { getFreePort } from '@airlock/testing/devnet'
import { runTool } from './runTool.js'
import { connectSignAndDisconnect, signedMessage } from './walletFlow.js'

// The Vue app of the release check: a Vite + Vue 3 app (a single-file component, <appkit-button>
// in its template) installs @airlock/vue and @airlock/adapter-wagmi from the registry, builds,
// and in Chromium connects the Airlock Dev Wallet, signs a message (checked in the page with
// viem) and disconnects (walletFlow.ts, shared with the plain HTML page). One install, one
// build, one browser flow.

/** The Airlock packages the app installs; each is mapped to its version in the workspace. */
export const vueAppPackages = ['@airlock/vue', '@airlock/core', '@airlock/adapter-wagmi']

/** package.json of the app; `airlock` maps each of our packages it installs to a version. */
function vueAppManifest(airlock: Record<string, string>) {
  return {
    name: 'airlock-release-check-vue-app',
    private: true,
    type: 'module',
    dependencies: { ...airlock, '@wagmi/core': '3.6.5', viem: '2.57.20', vue: '3.5.45' },
    devDependencies: { '@vitejs/plugin-vue': '6.0.11', vite: '8.3.8' },
  }
}

const vueAppFiles = (rpcUrl: string): Record<string, string> => ({
  'vite.config.ts': `import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('appkit-') } } }),
  ],
  logLevel: 'warn',
  build: { target: 'es2022' },
})
`,
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Release check (Vue)</title></head>
  <body><div id="app"></div><script type="module" src="/src/main.ts"></script></body>
</html>
`,
  'src/main.ts': `import { WagmiAdapter } from '@airlock/adapter-wagmi'
import { airlockLocal } from '@airlock/core/networks'
import { createAppKit } from '@airlock/vue'
import { createApp } from 'vue'
import App from './App.vue'

const projectId = 'local-dev'
const local = { ...airlockLocal, rpcUrls: { default: { http: [${JSON.stringify(rpcUrl)}] } } }
const networks: [typeof local] = [local]
const wagmiAdapter = new WagmiAdapter({ networks, projectId })

createAppKit({ adapters: [wagmiAdapter], networks, projectId, features: { analytics: false } })

createApp(App).mount('#app')
`,
  'src/App.vue': `<script setup lang="ts">
import { useAppKitAccount, useAppKitProvider, useDisconnect } from '@airlock/vue'
import { type EIP1193Provider, stringToHex, verifyMessage } from 'viem'
import { ref } from 'vue'

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

export type CheckVueAppOptions = {
  /** A folder of this check's own: the app is made in it. */
  dir: string
  /** npm's environment for the local registry (its URL, user config and cache). */
  env: Record<string, string>
  /** Version of each of `vueAppPackages`. */
  versions: Record<string, string>
  /** Called with the name of each step as it starts. */
  step: (name: string) => void
}

/**
 * Installs the Vue app from the registry, builds it with Vite, and in Chromium connects the
 * Airlock Dev Wallet, signs a message and disconnects.
 *
 * @throws Error naming the step that failed, with the tool's output or the page's errors.
 */
export async function checkVueApp({ dir, env, versions, step }: CheckVueAppOptions) {
  const devnetPorts = { primary: await getFreePort(), secondary: await getFreePort() }
  const rpcUrl = `http://127.0.0.1:${devnetPorts.primary}`
  mkdirSync(join(dir, 'src'), { recursive: true })
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(vueAppManifest(versions), null, 2)}\n`)
  for (const [path, content] of Object.entries(vueAppFiles(rpcUrl))) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  const run = (label: string, command: string, args: string[]) =>
    runTool(`Vue app: ${label}`, command, args, { cwd: dir, env: { ...process.env, ...env } })

  step(`Vue app: npm install of ${Object.keys(versions).join(', ')}`)
  await run('npm install', 'npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    '--loglevel=error',
  ])

  step('Vue app: vite build')
  await run('vite build', process.execPath, [join(dir, 'node_modules/vite/bin/vite.js'), 'build'])

  step('Vue app: connect, sign and disconnect in Chromium')
  try {
    await connectSignAndDisconnect({
      site: { root: join(dir, 'dist') },
      devnetPorts,
      verifySignature: false,
    })
  } catch (error) {
    throw new Error(`Vue app: connect, sign and disconnect: ${(error as Error).message}`)
  }
}
