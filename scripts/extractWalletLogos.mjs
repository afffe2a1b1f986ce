#!/usr/bin/env node
// Regenerates packages/server/src/registry/walletLogos.ts: the logos of bundled-registry wallets
// that @web3icons/core lacks, taken from other permissively licensed npm packages that ship them.
// Each package is fetched with `npm pack` at the pinned version (no install, so none of its
// dependencies come along); the logo is read from the named file and the package's licence is
// copied into walletLogos.NOTICE.md beside the output. A logo drawn by a React component is
// rendered to markup with the workspace's react-dom; a PNG or WebP logo is wrapped in an SVG.
// Rerun: node scripts/extractWalletLogos.mjs
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = join(root, 'packages/server/src/registry')
const requireFromUi = createRequire(join(root, 'packages/ui/package.json'))

/**
 * package@version → licence and, per registry wallet id, the file that holds its logo: a path
 * (a `*` matches a hash in a chunk's name), or `{ file, extract }` where `extract(text, path)`
 * returns the SVG or data URL from the file's text. `licenceText` stands in for a package that
 * ships no licence file.
 */
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
  {
    // Xverse's own connector library. Its package.json says ISC; its LICENSE file is MIT.
    name: '@sats-connect/core',
    version: '0.16.0',
    licence: 'ISC',
    note: 'Its package.json says ISC; the licence file it ships is MIT, copied here.',
    // `DefaultAdaptersInfo`: `xverse: { …, icon: "data:image/svg+xml;base64,…" }`.
    logos: {
      xverse: { file: 'dist/index.mjs', extract: (text) => iconAfter(text, '  xverse: {') },
      unisat: { file: 'dist/index.mjs', extract: (text) => iconAfter(text, '  unisat: {') },
    },
  },
  {
    // Leather's own UI library: the app icon it shows in its list of apps.
    name: '@leather.io/ui',
    version: '1.111.2',
    licence: 'MIT',
    logos: { leather: 'dist-native/src/assets/icons/logos/dapps/logo-leather-40-40.svg' },
  },
  {
    // Blockchain.com's own design system; the package ships no licence text beside package.json.
    name: '@blockchain-com/constellation',
    version: '0.2.16',
    licence: 'MIT',
    note: 'The package ships no licence text; its package.json says MIT.',
    // A React icon component (`IconBlockchainLogo`) inside the minified bundle.
    logos: {
      'blockchain-com': {
        file: 'dist/esm/index.js',
        extract: (text) => renderBundledIcon(text, 'IconBlockchainLogo'),
      },
    },
  },
  {
    // Family's own modal (its last version that draws Family's logo, a PNG in an SVG component).
    name: 'connectkit',
    version: '1.8.2',
    licence: 'BSD-2-Clause license',
    note: "The package ships no licence text; its README points to its repository's LICENSE, copied here.",
    licenceText: `BSD 2-Clause License

Copyright (c) 2022, LFE, Inc.
All rights reserved.

Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:

1. Redistributions of source code must retain the above copyright notice, this
   list of conditions and the following disclaimer.

2. Redistributions in binary form must reproduce the above copyright notice,
   this list of conditions and the following disclaimer in the documentation
   and/or other materials provided with the distribution.

THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"
AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.`,
    logos: {
      family: {
        file: 'build/index.es.js',
        extract: (text) =>
          rasterSvg(
            /const Family = [\s\S]*?const img = '(data:image\/png;base64,[^']+)'/.exec(text)[1],
            180,
          ),
      },
    },
  },
  {
    // Lido's wallet adapters: each ships its wallet's icon as a React component.
    name: '@reef-knot/wallet-adapter-ambire',
    version: '6.0.0',
    licence: 'MIT',
    logos: { ambire: { file: 'dist/icons/ambire.js', extract: renderIconModule } },
  },
  {
    // thirdweb's generated wallet list: each wallet's image as a 128 px WebP data URL.
    name: 'thirdweb',
    version: '5.121.6',
    licence: 'Apache-2.0',
    note: "The images are thirdweb's generated copies of each wallet's listing image (128 px WebP).",
    logos: Object.fromEntries(
      Object.entries({
        bitpay: 'com.bitpay',
        edge: 'app.edge',
        tangem: 'com.tangem',
        fireblocks: 'com.fireblocks',
        bifrost: 'com.bifrostwallet',
        'bitcoin-com': 'com.bitcoin',
        'best-wallet': 'com.bestwallet',
        dcent: 'com.dcentwallet',
        'bridge-wallet': 'com.mtpelerin',
        coolwallet: 'com.coolbitx.cwsapp',
        arculus: 'co.arculus',
        robinhood: 'com.robinhood.wallet',
        kucoin: 'com.kucoin',
        cake: 'com.cakewallet',
        thorwallet: 'org.thorwallet',
        hot: 'org.hot-labs',
        'internet-money': 'io.internetmoney',
        jupiter: 'ag.jup',
        unstoppable: 'money.unstoppable',
        bybit: 'com.bybit',
        nova: 'io.novawallet',
        opera: 'com.opera',
        okto: 'tech.okto',
        'flow-wallet': 'com.flowfoundation.wallet',
        zeal: 'app.zeal',
        wigwam: 'com.wigwam.wallet',
        cypher: 'io.cypherhq',
        coinomi: 'com.coinomi',
        ellipal: 'com.ellipal',
        krystal: 'app.krystal',
        airgap: 'it.airgap',
        nightly: 'app.nightly',
        mixin: 'one.mixin.messenger',
        bitpie: 'com.bitpie',
        iopay: 'me.iopay',
        gate: 'net.gateweb3',
        wombat: 'app.wombat',
        secux: 'com.secuxtech',
        onto: 'app.onto',
        foxwallet: 'com.foxwallet',
        zelcore: 'io.zelcore',
        shapeshift: 'com.shapeshift',
        coinstats: 'app.coinstats',
        blocto: 'io.blocto',
        loopring: 'io.loopring.wallet',
        dawn: 'xyz.dawnwallet',
        klever: 'io.klever',
        abra: 'com.abra',
        enjin: 'io.enjin',
        holdstation: 'com.holdstation',
        keyring: 'app.keyring',
      }).map(([id, folder]) => [
        id,
        {
          file: `dist/esm/wallets/__generated__/wallet/${folder}/image.js`,
          extract: (text) => rasterSvg(/"(data:image\/webp;base64,[^"]+)"/.exec(text)[1], 128),
        },
      ]),
    ),
  },
]

function svgOf(text) {
  const match = /^data:image\/svg\+xml(;utf8|;charset=utf-8|;base64)?,(.*)$/s.exec(text)
  if (!text.startsWith('<') && !match) throw new Error(`not an SVG: ${text.slice(0, 40)}`)
  const decode = {
    ';base64': (data) => Buffer.from(data, 'base64').toString('utf8'),
    ';utf8': (data) => data,
    ';charset=utf-8': (data) => data,
  }
  const svg = match ? (decode[match[1]] ?? decodeURIComponent)(match[2]) : text
  // An XML declaration would keep the route's `<svg` check (and some viewers) from seeing it.
  const start = svg.indexOf('<svg')
  if (start < 0) throw new Error(`not an SVG: ${text.slice(0, 40)}`)
  return svg.slice(start).trim()
}

async function readLogo(dir, logo) {
  const pattern = typeof logo === 'string' ? logo : logo.file
  const [folder, glob] = [pattern.slice(0, pattern.lastIndexOf('/')), pattern.split('/').at(-1)]
  const [prefix, suffix] = glob.split('*')
  const file = readdirSync(join(dir, folder)).find((name) =>
    suffix === undefined ? name === prefix : name.startsWith(prefix) && name.endsWith(suffix),
  )
  if (!file) throw new Error(`${pattern} not found`)
  const path = join(dir, folder, file)
  const source = readFileSync(path, 'utf8')
  if (typeof logo !== 'string') return svgOf(String(await logo.extract(source, path)).trim())
  if (path.endsWith('.svg')) return svgOf(source.trim())
  const field = /this\.icon = '(data:image\/svg\+xml[^']+)'/.exec(source)
  const text = field ? field[1] : (await import(pathToFileURL(path).href)).default
  return svgOf(String(text).trim())
}

/** The first `icon: "data:…"` after `marker` in a bundle's text. */
function iconAfter(text, marker) {
  const start = text.indexOf(marker)
  if (start < 0) throw new Error(`${marker} not found`)
  return /icon: "(data:image\/[^"]+)"/.exec(text.slice(start))[1]
}

/** A square PNG or WebP data URL as an SVG that draws it. */
function rasterSvg(dataUrl, size) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><image width="${size}" height="${size}" href="${dataUrl}"/></svg>`
}

async function renderToSvg(component) {
  const React = requireFromUi('react')
  const { renderToStaticMarkup } = requireFromUi('react-dom/server')
  return renderToStaticMarkup(React.createElement(component))
}

/** An ES module whose default export is a React icon component (it imports only React). */
async function renderIconModule(text, path) {
  const module = `const React = globalThis.__logoReact;\nconst { memo } = React;\n${text.replace(/^import .* from "react";$/gm, '')}`
  const file = `${path}.render.mjs`
  writeFileSync(file, module)
  globalThis.__logoReact = requireFromUi('react')
  return renderToSvg((await import(pathToFileURL(file).href)).default)
}

/** A React icon component exported as `name` from a minified bundle, rendered on its own. */
async function renderBundledIcon(text, name) {
  const local = new RegExp(`(\\w+) as ${name}\\b`).exec(text)[1]
  const start = text.indexOf(`,${local}=`)
  const fn = text.slice(text.indexOf('(function', start) + 1)
  let depth = 0
  let end = 0
  for (; end < fn.length; end++) {
    if (fn[end] === '(') depth++
    if (fn[end] === ')' && --depth < 0) break
  }
  const body = fn.slice(0, end)
  // The bundle's helpers: `h(` merges props into the svg's; `x||(x=…)` caches a child.
  const merge = /createElement\("svg",(\w+)\(/.exec(body)[1]
  const cached = [...new Set([...body.matchAll(/(\w+)\|\|\(\1=/g)].map((match) => match[1]))]
  const React = requireFromUi('react')
  const component = new Function('e', merge, `var ${cached.join(',')}; return ${body}`)(
    React,
    (a, b) => ({ ...a, ...b }),
  )
  return renderToSvg(component)
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
    const text = licenceFile
      ? readFileSync(join(pkg, licenceFile), 'utf8').trim()
      : (source.licenceText ?? source.licence)
    notices.push(
      `## ${spec} (${source.licence})\n\nLogos of: ${Object.keys(source.logos).join(', ')}.${source.note ? ` ${source.note}` : ''}\n\n\`\`\`\n${text}\n\`\`\`\n`,
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
