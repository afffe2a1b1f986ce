// The pages of the site, in reading order: the sidebar, llms.txt and the tests read this list.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The site's folder (VitePress's source folder) and the repository's. */
export const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const repoRoot = resolve(siteDir, '..')

export type Page = {
  /** Path of its markdown file under the site's folder, e.g. `guide/quick-start.md`. */
  file: string
  title: string
  /** Made by scripts/generate.ts from the code, rather than written by hand. */
  generated?: true
}

export type Section = { title: string; pages: Page[] }

/** Entry points the reference covers: each gets a page, `reference/<slug>.md`. */
export const referenceEntries = [
  { packageName: '@airlock/react', entry: '.', slug: 'react' },
  { packageName: '@airlock/react', entry: './networks', slug: 'react-networks' },
  { packageName: '@airlock/react', entry: './elements', slug: 'react-elements' },
  { packageName: '@airlock/core', entry: '.', slug: 'core' },
  { packageName: '@airlock/core', entry: './networks', slug: 'core-networks' },
  { packageName: '@airlock/core', entry: './adapter', slug: 'core-adapter' },
  { packageName: '@airlock/core', entry: './walletconnect', slug: 'core-walletconnect' },
  { packageName: '@airlock/core', entry: './testing', slug: 'core-testing' },
  { packageName: '@airlock/server', entry: '.', slug: 'server' },
] as const

export type ReferenceEntry = (typeof referenceEntries)[number]

/** `@airlock/core` for `.`, `@airlock/core/networks` for `./networks`. */
export const importPath = (entry: { packageName: string; entry: string }) =>
  entry.entry === '.' ? entry.packageName : `${entry.packageName}/${entry.entry.slice(2)}`

export const sections: Section[] = [
  {
    title: 'Guide',
    pages: [
      { file: 'index.md', title: 'Introduction' },
      { file: 'guide/quick-start.md', title: 'Quick start' },
      { file: 'guide/concepts.md', title: 'Concepts' },
      { file: 'guide/theming.md', title: 'Theming' },
      { file: 'guide/i18n.md', title: 'Languages' },
      { file: 'guide/threat-model.md', title: 'Threat model' },
    ],
  },
  {
    title: 'Moving over',
    pages: [
      { file: 'migrating-from-appkit.md', title: 'From Reown AppKit' },
      { file: 'guide/migrating-from-rainbowkit.md', title: 'From RainbowKit' },
      { file: 'guide/migrating-from-connectkit.md', title: 'From ConnectKit' },
    ],
  },
  {
    title: 'Server',
    pages: [
      { file: 'server/production.md', title: 'Production guide' },
      { file: 'server/routes.md', title: 'Routes', generated: true },
      { file: 'server/environment.md', title: 'Environment variables', generated: true },
    ],
  },
  {
    title: 'Reference',
    pages: [
      { file: 'errors.md', title: 'Errors and events', generated: true },
      ...referenceEntries.map(
        (entry): Page => ({
          file: `reference/${entry.slug}.md`,
          title: importPath(entry),
          generated: true,
        }),
      ),
    ],
  },
]

export const pages: Page[] = sections.flatMap((section) => section.pages)

/** The site's link to a page: `/guide/quick-start` for `guide/quick-start.md`. */
export const pageLink = (file: string) =>
  `/${file.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '')}`
