#!/usr/bin/env node
// Regenerates packages/server/src/registry/walletLogos.ts: the logos of bundled-registry wallets
// that @web3icons/core lacks, taken from other permissively licensed npm packages that ship them.
// Each package is fetched with `npm pack` at the pinned version (no install, so none of its
// dependencies come along); the logo is read from the named file and the package's licence is
// copied into walletLogos.NOTICE.md beside the output. Rerun: node scripts/extractWalletLogos.mjs
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = join(root, 'packages/server/src/registry')

/** package@version → licence and, per registry wallet id, the file that holds its logo. */
const sources = [
  {
    name: '@rainbow-me/rainbowkit',
    version: '2.2.11',
    licence: 'MIT',
    // Each wallet's logo is a chunk whose default export is an SVG data URL.
    logos: {
      uniswap: 'dist/wallets/walletConnectors/uniswapWallet-*.js',
      brave: 'dist/wallets/walletConnectors/braveWallet-*.js',
      bitget: 'dist/wallets/walletConnectors/bitgetWallet-*.js',
      binance: 'dist/wallets/walletConnectors/binanceWallet-*.js',
      safepal: 'dist/wallets/walletConnectors/safepalWallet-*.js',
      'magic-eden': 'dist/wallets/walletConnectors/magicEden-*.js',
      ctrl: 'dist/wallets/walletConnectors/ctrlWallet-*.js',
      frame: 'dist/wallets/walletConnectors/frameWallet-*.js',
      talisman: 'dist/wallets/walletConnectors/talismanWallet-*.js',
      subwallet: 'dist/wallets/walletConnectors/subWallet-*.js',
      onekey: 'dist/wallets/walletConnectors/oneKeyWallet-*.js',
      core: 'dist/wallets/walletConnectors/coreWallet-*.js',
      taho: 'dist/wallets/walletConnectors/tahoWallet-*.js',
      '1inch': 'dist/wallets/walletConnectors/oneInchWallet-*.js',
      frontier: 'dist/wallets/walletConnectors/frontierWallet-*.js',
      valora: 'dist/wallets/walletConnectors/valoraWallet-*.js',
    },
  },
  {
    name: '@web3-onboard/injected-wallets',
    version: '2.11.3',
    licence: 'MIT',
    // Each icon is a module whose default export is the SVG source.
    logos: {
      mathwallet: 'dist/icons/mathwallet.js',
      status: 'dist/icons/status.js',
      // Crypto.com's DeFi Wallet, renamed Onchain.
      'crypto-com-onchain': 'dist/icons/defiwallet.js',
    },
  },
  {
    name: '@web3-onboard/keystone',
    version: '2.3.11',
    licence: 'MIT',
    logos: { keystone: 'dist/icon.js' },
  },
  {
    name: '@tronweb3/tronwallet-adapter-guarda',
    version: '1.2.0',
    licence: 'MIT',
    // The adapter's `icon` field, a UTF-8 SVG data URL in its source.
    logos: { guarda: 'lib/esm/adapter.js' },
  },
]

function svgOf(text) {
  const match = /^data:image\/svg\+xml(;utf8|;charset=utf-8)?,(.*)$/s.exec(text)
  if (!text.startsWith('<') && !match) throw new Error(`not an SVG: ${text.slice(0, 40)}`)
  const svg = match ? (match[1] ? match[2] : decodeURIComponent(match[2])) : text
  // An XML declaration would keep the route's `<svg` check (and some viewers) from seeing it.
  const start = svg.indexOf('<svg')
  if (start < 0) throw new Error(`not an SVG: ${text.slice(0, 40)}`)
  return svg.slice(start).trim()
}

async function readLogo(dir, pattern) {
  const [folder, glob] = [pattern.slice(0, pattern.lastIndexOf('/')), pattern.split('/').at(-1)]
  const [prefix, suffix] = glob.split('*')
  const file = readdirSync(join(dir, folder)).find((name) =>
    suffix === undefined ? name === prefix : name.startsWith(prefix) && name.endsWith(suffix),
  )
  if (!file) throw new Error(`${pattern} not found`)
  const path = join(dir, folder, file)
  const source = readFileSync(path, 'utf8')
  const field = /this\.icon = '(data:image\/svg\+xml[^']+)'/.exec(source)
  const text = field ? field[1] : (await import(pathToFileURL(path).href)).default
  return svgOf(String(text).trim())
}

const work = mkdtempSync(join(tmpdir(), 'wallet-logos-'))
const logos = {}
const notices = []
try {
  for (const source of sources) {
    const spec = `${source.name}@${source.version}`
    const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', work], {
      encoding: 'utf8',
    }).trim()
    const dir = join(work, tarball.replace(/\.tgz$/, ''))
    execFileSync('mkdir', ['-p', dir])
    execFileSync('tar', ['xzf', join(work, tarball), '-C', dir])
    const pkg = join(dir, 'package')
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'))
    if (manifest.license !== source.licence) {
      throw new Error(`${spec} is licensed ${manifest.license}, expected ${source.licence}`)
    }
    for (const [id, pattern] of Object.entries(source.logos)) {
      logos[id] = { svg: await readLogo(pkg, pattern), from: spec }
    }
    const licenceFile = readdirSync(pkg).find((name) => /^licen[cs]e/i.test(name))
    const text = licenceFile ? readFileSync(join(pkg, licenceFile), 'utf8').trim() : source.licence
    notices.push(
      `## ${spec} (${source.licence})\n\nLogos of: ${Object.keys(source.logos).join(', ')}.\n\n\`\`\`\n${text}\n\`\`\`\n`,
    )
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}

const ids = Object.keys(logos).sort()
const lines = ids.map(
  (id) => `  // ${logos[id].from}\n  ${JSON.stringify(id)}: ${JSON.stringify(logos[id].svg)},`,
)
writeFileSync(
  join(outDir, 'walletLogos.ts'),
  `// Generated by scripts/extractWalletLogos.mjs; do not edit. Licences: walletLogos.NOTICE.md.
/** Logos of bundled-registry wallets that @web3icons/core lacks, by registry wallet id (SVG). */
export const walletLogos: Readonly<Record<string, string>> = {
${lines.join('\n')}
}
`,
)
writeFileSync(
  join(outDir, 'walletLogos.NOTICE.md'),
  `# Wallet logos from other npm packages\n\nThe logos in \`walletLogos.ts\` are copied from these packages, under their licences (rerun \`node scripts/extractWalletLogos.mjs\` to regenerate). The marks belong to their wallets.\n\n${notices.join('\n')}`,
)
execFileSync('pnpm', ['exec', 'biome', 'format', '--write', join(outDir, 'walletLogos.ts')], {
  cwd: root,
  stdio: 'inherit',
})
console.log(`${ids.length} logos: ${ids.join(', ')}`)
