import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CreateOptions } from './createOptions.js'
import { renderTemplate, type TemplateFlags } from './renderTemplate.js'
import { createStarterManifest } from './starterManifest.js'

/** The package's templates: `shared/` goes into every app, then the template's own folder. */
const templatesPath = fileURLToPath(new URL('../templates/', import.meta.url))

/**
 * npm leaves dotfiles such as `.gitignore` out of published tarballs, so the templates hold them
 * without the dot and the scaffold puts it back.
 */
const dotfiles: Record<string, string> = { gitignore: '.gitignore' }

export type RenderStarterParameters = Pick<CreateOptions, 'template' | 'adapters' | 'server'> & {
  packageName: string
  /** create-airlock's own version: the Airlock packages' range. */
  version: string
}

/**
 * Every file of the app, by path relative to its folder, rendered in memory: the shared and the
 * template's files with their `#if` blocks resolved for the options (a file left empty is not
 * part of the app), and its package.json. Writes nothing.
 *
 * @example renderStarterFiles({ packageName: 'my-app', version: '0.1.0', template: 'vite', adapters: ['wagmi'], server: true })
 */
export function renderStarterFiles(parameters: RenderStarterParameters): Map<string, string> {
  const { template, adapters, server, packageName } = parameters
  const flags: TemplateFlags = {
    vite: template === 'vite',
    next: template === 'next',
    vue: template === 'vue',
    html: template === 'html',
    wagmi: adapters.includes('wagmi'),
    ethers: adapters.includes('ethers'),
    solana: adapters.includes('solana'),
    bitcoin: adapters.includes('bitcoin'),
    evm: adapters.includes('wagmi') || adapters.includes('ethers'),
    server,
  }
  // Where createAppKit and the networks come from: the template's binding.
  const variables = {
    name: packageName,
    bindingModule: template === 'vue' ? '@airlock/vue' : '@airlock/react',
    networksModule: template === 'vue' ? '@airlock/core/networks' : '@airlock/react/networks',
  }
  // The plain page's script is JavaScript the browser runs as it is: main.js in place of appKit.ts.
  const leftOut = template === 'html' ? new Set(['src/appKit.ts']) : new Set<string>()
  const files = new Map<string, string>()
  for (const folder of ['shared', template]) {
    const root = join(templatesPath, folder)
    for (const file of listFiles(root)) {
      const path = relative(root, file).split(sep).join('/')
      if (folder === 'shared' && leftOut.has(path)) continue
      const text = renderTemplate(readFileSync(file, 'utf8'), flags, variables, path)
      const target = path.replace(/[^/]+$/, (name) => dotfiles[name] ?? name)
      if (text.trim() === '') files.delete(target)
      else files.set(target, text)
    }
  }
  files.set('package.json', `${JSON.stringify(createStarterManifest(parameters), null, 2)}\n`)
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** Writes `files` (relative paths) under `directory`, creating the folders they need. */
export function writeStarterFiles(directory: string, files: ReadonlyMap<string, string>): void {
  for (const [path, text] of files) {
    const file = join(directory, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
}

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}
