import { describe, expect, it } from 'vitest'
import type { AdapterName, CreateOptions } from './createOptions.js'
import { renderStarterFiles } from './scaffoldApp.js'

const adapters: AdapterName[] = ['wagmi', 'ethers', 'solana', 'bitcoin']
/** Every adapter set the command accepts (each non-empty subset but wagmi with ethers). */
const adapterSets = Array.from({ length: 2 ** adapters.length - 1 }, (_, index) =>
  adapters.filter((_, bit) => ((index + 1) >> bit) & 1),
).filter((set) => !(set.includes('wagmi') && set.includes('ethers')))

const combinations: Pick<CreateOptions, 'template' | 'adapters' | 'server'>[] = (
  ['vite', 'next', 'vue', 'html'] as const
).flatMap((template) =>
  // The plain page's browser build has the wagmi adapter only.
  (template === 'html' ? [['wagmi'] as AdapterName[]] : adapterSets).flatMap((set) =>
    [true, false].map((server) => ({ template, adapters: set, server })),
  ),
)

describe('renderStarterFiles', () => {
  it(`renders all ${combinations.length} combinations with no directive or variable left`, () => {
    for (const options of combinations) {
      const files = renderStarterFiles({ ...options, packageName: 'my-app', version: '1.2.3' })
      for (const [path, text] of files) {
        const where = `${path} of ${JSON.stringify(options)}`
        expect(text, where).not.toMatch(/#(if|else|endif)\b/)
        expect(text, where).not.toMatch(/\{\{\w+\}\}/)
      }
      expect(files.has('.gitignore')).toBe(true)
      expect(files.has('gitignore')).toBe(false)
      expect(files.has('src/Providers.tsx')).toBe(
        options.template === 'next' ||
          (options.template === 'vite' && options.adapters.includes('wagmi')),
      )
      // The plain page runs JavaScript as it is: no TypeScript, no source folder to bundle.
      expect(files.has('main.js')).toBe(options.template === 'html')
      if (options.template === 'html')
        expect([...files.keys()].some((path) => path.startsWith('src/'))).toBe(false)
      // A Vue app imports no React package, and a React app no Vue one.
      const code = [...files].filter(([path]) => path.startsWith('src/'))
      for (const [path, text] of code) {
        expect(text, `${path} of ${JSON.stringify(options)}`).not.toMatch(
          options.template === 'vue' ? /from '(@airlock\/react|react|wagmi)\b/ : /'@airlock\/vue'/,
        )
      }
    }
  })

  it('lists the networks each adapter serves, the local chain first with the server', () => {
    const networksOf = (options: Pick<CreateOptions, 'template' | 'adapters' | 'server'>) => {
      const appKit = renderStarterFiles({ ...options, packageName: 'a', version: '1.2.3' }).get(
        'src/appKit.ts',
      )
      const list = /export const networks = \[([^\]]*)\] as const/.exec(appKit ?? '')?.[1] ?? ''
      return list
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('//'))
        .join(' ')
    }
    expect(networksOf({ template: 'vite', adapters: ['wagmi'], server: true })).toBe(
      'airlockLocal, mainnet, sepolia,',
    )
    expect(networksOf({ template: 'next', adapters: ['ethers', 'bitcoin'], server: false })).toBe(
      'mainnet, sepolia, bitcoin, bitcoinRegtest,',
    )
    expect(networksOf({ template: 'vite', adapters: ['solana'], server: true })).toBe(
      'solana, solanaDevnet,',
    )
    expect(networksOf({ template: 'vue', adapters: ['wagmi', 'solana'], server: true })).toBe(
      'airlockLocal, mainnet, sepolia, solana, solanaDevnet,',
    )
  })
})
