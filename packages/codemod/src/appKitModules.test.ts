import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import {
  appKitModules,
  appKitModulesInVue,
  appKitVueModules,
  getAirlockPackageFor,
  getAppKitModuleMapping,
  isAppKitSpecifier,
  packageOfSpecifier,
} from './appKitModules.js'

const require = createRequire(import.meta.url)

describe('appKitModules', () => {
  it('names only AppKit modules, and Airlock modules that the packages export', () => {
    for (const [specifier, mapping] of Object.entries(appKitModules)) {
      expect(isAppKitSpecifier(specifier), specifier).toBe(true)
      const airlock: string | undefined = mapping.airlock
      if (!airlock) {
        expect('reason' in mapping && mapping.reason, specifier).toBeTruthy()
        continue
      }
      const name = packageOfSpecifier(airlock)
      const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8'))
      const subpath = `.${airlock.slice(name.length)}`
      expect(Object.keys(manifest.exports), `${specifier} → ${airlock}`).toContain(subpath)
    }
  })

  it('gives each AppKit package the Airlock package of its main entry, or none', () => {
    const packages = [...new Set(Object.keys(appKitModules).map(packageOfSpecifier))].sort()
    expect(
      Object.fromEntries(packages.map((name) => [name, getAirlockPackageFor(name) ?? null])),
    ).toMatchInlineSnapshot(`
        {
          "@reown/appkit": "@airlock/react",
          "@reown/appkit-adapter-bitcoin": "@airlock/adapter-bitcoin",
          "@reown/appkit-adapter-ethers": "@airlock/adapter-ethers",
          "@reown/appkit-adapter-ethers5": "@airlock/adapter-ethers",
          "@reown/appkit-adapter-polkadot": null,
          "@reown/appkit-adapter-solana": "@airlock/adapter-solana",
          "@reown/appkit-adapter-ton": null,
          "@reown/appkit-adapter-tron": null,
          "@reown/appkit-adapter-wagmi": "@airlock/adapter-wagmi",
          "@reown/appkit-common": "@airlock/react",
          "@reown/appkit-controllers": "@airlock/react",
          "@reown/appkit-pay": null,
          "@reown/appkit-siwe": null,
          "@reown/appkit-siwx": "@airlock/siwx",
          "@reown/appkit-wallet-button": "@airlock/react",
        }
      `)
  })

  it("is the README's tables, row for row", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    const rowsOf = (text: string) =>
      [...text.matchAll(/^\| `(@reown\/[^`]+)` \| (?:`([^`]+)`|—) \|$/gm)].map(
        ([, appKit, airlock]) => [appKit, airlock ?? null],
      )
    const [main = '', vue = ''] = readme.split('### In a Vue app')
    expect(rowsOf(main)).toEqual(
      Object.entries(appKitModules).map(([appKit, { airlock }]) => [appKit, airlock ?? null]),
    )
    expect(rowsOf(vue)).toEqual(
      Object.entries(appKitModulesInVue).map(([appKit, { airlock }]) => [appKit, airlock]),
    )
  })

  it("gives a Vue app @airlock/vue in place of React's package, and the rest as in React", () => {
    expect(getAppKitModuleMapping('@reown/appkit/vue')?.airlock).toBe('@airlock/vue')
    expect(getAirlockPackageFor('@reown/appkit', 'vue')).toBe('@airlock/vue')
    expect(getAirlockPackageFor('@reown/appkit')).toBe('@airlock/react')
    expect(getAppKitModuleMapping('@reown/appkit/networks', 'vue')?.airlock).toBe(
      '@airlock/core/networks',
    )
    expect(getAppKitModuleMapping('@reown/appkit-adapter-wagmi', 'vue')?.airlock).toBe(
      '@airlock/adapter-wagmi',
    )
    for (const specifier of appKitVueModules) expect(isAppKitSpecifier(specifier)).toBe(true)
  })

  it('tells AppKit modules from others', () => {
    expect(getAppKitModuleMapping('@reown/appkit-ui/wui-button')).toEqual({
      airlock: undefined,
      reason: 'an AppKit module Airlock has no equivalent for',
    })
    for (const other of ['@reown/walletkit', '@reown/appkitx', 'wagmi', './appkit']) {
      expect(getAppKitModuleMapping(other), other).toBeUndefined()
    }
  })
})
