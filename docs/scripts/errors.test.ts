import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { AirlockError } from '@airlock/blockchain-api'
import { describe, expect, it } from 'vitest'
import { readUnion } from './lib/errorsPage.ts'
import { repoRoot } from './lib/site.ts'
import { anchorsOf, readPage } from './test/pages.ts'

// Every public entry point a dapp or an operator imports errors from.
const entryPoints = {
  '@airlock/blockchain-api': () => import('@airlock/blockchain-api'),
  '@airlock/core': () => import('@airlock/core'),
  '@airlock/core/adapter': () => import('@airlock/core/adapter'),
  '@airlock/core/walletconnect': () => import('@airlock/core/walletconnect'),
  '@airlock/react': () => import('@airlock/react'),
  '@airlock/server': () => import('@airlock/server'),
  '@airlock/siwx': () => import('@airlock/siwx'),
  '@airlock/frame': () => import('@airlock/frame'),
}

describe('the errors page', () => {
  it('has a row for every error class a public entry point exports', async () => {
    const anchors = anchorsOf(readPage('errors.md'))
    const missing: string[] = []
    let found = 0
    for (const [entry, load] of Object.entries(entryPoints)) {
      for (const [name, value] of Object.entries(await load())) {
        if (typeof value !== 'function' || !(value.prototype instanceof AirlockError)) continue
        found++
        if (!anchors.has(name)) missing.push(`${entry}: ${name}`)
      }
    }
    expect(found).toBeGreaterThan(60)
    expect(missing).toEqual([])
  })

  it('gives each error its code, short message, catalogue key and EIP-1193 code', () => {
    const page = readPage('errors.md')
    expect(page).toMatch(
      /\| <span id="UserRejectedRequestError"><\/span>`UserRejectedRequestError` \| `USER_REJECTED` \| User rejected the request\. \|/,
    )
    expect(page).toMatch(
      /`FrameUserRejectedError` \| `FRAME_USER_REJECTED` \| User rejected the request \| [^|]* \| 4001 \|/,
    )
    expect(page).toMatch(
      /`InvalidKeyError` \| `INVALID_KEY` \| Unauthorized: invalid key \| [^|]* \| 401 \|/,
    )
  })

  it('holds the anchor of every docs link an error carries (docsPath)', () => {
    const anchors = anchorsOf(readPage('errors.md'))
    const sources = [
      'packages/blockchain-api/src/errors/request.ts',
      'packages/core/src/errors/wallet.ts',
    ]
    const paths = sources.flatMap((file) =>
      [
        ...readFileSync(join(repoRoot, file), 'utf8').matchAll(/docsPath: '\/errors#([\w-]+)'/g),
      ].map((match) => match[1] ?? ''),
    )
    expect(paths.sort()).toEqual(['adapter-setup', 'http'])
    expect(paths.filter((anchor) => !anchors.has(anchor))).toEqual([])
  })

  it('lists every error event with when it fires, and every tracked event', () => {
    const page = readPage('errors.md')
    const types = join(repoRoot, 'packages/core/src/events/types.ts')
    for (const event of readUnion(types, 'AppKitErrorEventName')) {
      expect(page).toContain(
        `| \`${event.name}\` | ${event.summary.split(' ').slice(0, 3).join(' ')}`,
      )
    }
    for (const event of readUnion(types, 'AppKitEventName'))
      expect(page).toContain(`\`${event.name}\``)
  })
})
