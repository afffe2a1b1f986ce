import { describe, expect, it } from 'vitest'
import { testSurface } from '../test/testSurface.js'
import { InvalidPackageJsonError } from './errors/codemodErrors.js'
import { formatFinding } from './finding.js'
import { transformAppKitPackageJson } from './transformAppKitPackageJson.js'

const transform = (text: string, importedPackages?: string[], binding?: 'react' | 'vue') =>
  transformAppKitPackageJson({
    file: 'package.json',
    text,
    version: '0.4.2',
    surface: testSurface,
    importedPackages,
    binding,
  })

describe('transformAppKitPackageJson', () => {
  it('replaces the AppKit packages with Airlock at the release range, keeping the rest', () => {
    const text = `{
    "name": "shop",
    "private": true,
    "dependencies": {
        "@reown/appkit": "1.8.24",
        "@reown/appkit-adapter-wagmi": "1.8.24",
        "@tanstack/react-query": "5.90.0",
        "react": "19.1.0",
        "react-dom": "19.1.0",
        "viem": "2.45.0",
        "wagmi": "2.19.5"
    },
    "devDependencies": {
        "typescript": "5.9.3"
    }
}
`
    const result = transform(text)
    expect(result.text).toBe(`{
    "name": "shop",
    "private": true,
    "dependencies": {
        "@airlock/adapter-wagmi": "^0.4.2",
        "@airlock/react": "^0.4.2",
        "@tanstack/react-query": "5.90.0",
        "react": "19.1.0",
        "react-dom": "19.1.0",
        "viem": "2.45.0",
        "wagmi": "2.19.5"
    },
    "devDependencies": {
        "typescript": "5.9.3"
    }
}
`)
    expect(result.changes).toEqual([
      { kind: 'removed', section: 'dependencies', name: '@reown/appkit', range: '1.8.24' },
      {
        kind: 'removed',
        section: 'dependencies',
        name: '@reown/appkit-adapter-wagmi',
        range: '1.8.24',
      },
      { kind: 'added', section: 'dependencies', name: '@airlock/adapter-wagmi', range: '^0.4.2' },
      { kind: 'added', section: 'dependencies', name: '@airlock/react', range: '^0.4.2' },
    ])
    // wagmi brings @wagmi/core, but at a version the adapter's peer range may not pick.
    expect(result.findings.map(formatFinding)).toEqual([
      'package.json:5:9  `@airlock/adapter-wagmi` needs the peer dependency `@wagmi/core` (>=2.22.1 <2.23.0 || >=3.6.5 <3.7.0), which package.json does not list',
    ])
  })

  it('in a Vue app, replaces @reown/appkit with @airlock/vue and adds no React package', () => {
    const text = `{
  "dependencies": {
    "@reown/appkit": "1.8.24",
    "@reown/appkit-adapter-wagmi": "1.8.24",
    "@wagmi/core": "2.22.1",
    "vue": "3.5.0"
  }
}
`
    const result = transform(text, ['@airlock/core', '@airlock/vue'], 'vue')
    expect(result.text).toBe(`{
  "dependencies": {
    "@airlock/adapter-wagmi": "^0.4.2",
    "@airlock/core": "^0.4.2",
    "@airlock/vue": "^0.4.2",
    "@wagmi/core": "2.22.1",
    "vue": "3.5.0"
  }
}
`)
    expect(result.findings).toEqual([])
    // Without vue listed, its peer range is reported.
    const withoutVue = transform(text.replace(',\n    "vue": "3.5.0"', ''), ['@airlock/vue'], 'vue')
    expect(withoutVue.findings.map(formatFinding)).toEqual([
      'package.json:4:5  `@airlock/vue` needs the peer dependency `vue` (>=3.3 <4), which package.json does not list',
    ])
  })

  it('keeps an unsorted list in its order, tabs, and no final newline', () => {
    const text =
      '{\n\t"devDependencies": {\n\t\t"vite": "7.0.0",\n\t\t"@reown/appkit-siwx": "1.8.24",\n\t\t"@reown/appkit": "1.8.24",\n\t\t"react": "19.1.0",\n\t\t"react-dom": "19.1.0",\n\t\t"viem": "2.45.0"\n\t}\n}'
    expect(transform(text).text).toBe(
      '{\n\t"devDependencies": {\n\t\t"vite": "7.0.0",\n\t\t"@airlock/siwx": "^0.4.2",\n\t\t"@airlock/react": "^0.4.2",\n\t\t"react": "19.1.0",\n\t\t"react-dom": "19.1.0",\n\t\t"viem": "2.45.0"\n\t}\n}',
    )
  })

  it('adds the packages the rewritten imports name, and keeps and reports AppKit packages with no equivalent', () => {
    const text = `{
  "dependencies": {
    "@reown/appkit-pay": "1.8.24",
    "@reown/appkit-siwx": "1.8.24",
    "react": "19.1.0",
    "react-dom": "19.1.0",
    "viem": "2.45.0"
  }
}
`
    // `@reown/appkit-siwx/react` became `@airlock/react`.
    const result = transform(text, ['@airlock/react', '@airlock/siwx'])
    expect(result.text).toBe(`{
  "dependencies": {
    "@airlock/react": "^0.4.2",
    "@airlock/siwx": "^0.4.2",
    "@reown/appkit-pay": "1.8.24",
    "react": "19.1.0",
    "react-dom": "19.1.0",
    "viem": "2.45.0"
  }
}
`)
    expect(result.findings.map(formatFinding)).toEqual([
      'package.json:5:5  `@reown/appkit-pay` has no Airlock equivalent (Pay is not in Airlock yet); it stays until nothing imports it',
    ])
  })

  it('leaves a package.json without AppKit as it is', () => {
    const text = '{ "dependencies": { "react": "19.1.0" } }\n'
    expect(transform(text, ['@airlock/react'])).toEqual({ text, changes: [], findings: [] })
  })

  it('rejects a file that is not JSON, or whose dependencies are not strings', () => {
    expect(() => transform('{ "dependencies": ')).toThrow(InvalidPackageJsonError)
    const error = (() => {
      try {
        transform('{ "dependencies": { "@reown/appkit": 1 } }')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(InvalidPackageJsonError)
    expect((error as InvalidPackageJsonError).code).toBe('CODEMOD_INVALID_PACKAGE_JSON')
    expect((error as InvalidPackageJsonError).details).toMatch(/^dependencies\.@reown\/appkit: /)
  })
})
