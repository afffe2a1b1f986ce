import { z } from 'zod'

/**
 * The app templates: Vite + React, Next.js (App Router) with server rendering, Vite + Vue, or a
 * plain HTML page that loads @airlock/html's browser build (no framework, no bundler).
 */
const templateNames = ['vite', 'next', 'vue', 'html'] as const
export type TemplateName = (typeof templateNames)[number]

/** The adapters an app can start with, in the order they appear in the generated code. */
export const adapterNames = ['wagmi', 'ethers', 'solana', 'bitcoin'] as const
export type AdapterName = (typeof adapterNames)[number]

/** What the command creates: where, from which template, with which adapters. */
export type CreateOptions = {
  /** The folder to create, relative to the current one; its name is the app's package name. */
  directory: string
  template: TemplateName
  /** At least one, without duplicates, in `adapterNames` order. */
  adapters: AdapterName[]
  /** Adds `@airlock/server` and an `npm run server` script, and the local chain to the networks. */
  server: boolean
}

/** The answers when none is given (`--yes`, or no terminal to ask on). */
export const defaultCreateOptions: CreateOptions = {
  directory: 'airlock-app',
  template: 'vite',
  adapters: ['wagmi'],
  server: true,
}

const namesList = (names: readonly string[]) =>
  `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`

const normalized = z.string().transform((text) => text.trim().toLowerCase())

/** A template name as typed: `vite`, `next`, `vue`, `html`. */
export const templateSchema = normalized.pipe(
  z.enum(templateNames, {
    error: (issue) => `unknown template "${issue.input}": choose ${namesList(templateNames)}`,
  }),
)

const adapterSchema = z.enum(adapterNames, {
  error: (issue) => `unknown adapter "${issue.input}": choose ${namesList(adapterNames)}`,
})

/** A comma-separated list of adapters as typed (`wagmi,solana`), in `adapterNames` order. */
export const adapterListSchema = normalized
  .transform((text) =>
    text
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  )
  .pipe(z.array(adapterSchema))
  .transform((names) => adapterNames.filter((name) => names.includes(name)))
  .refine((names) => names.length > 0, `choose at least one adapter: ${adapterNames.join(', ')}`)
  // Both serve the eip155 namespace, and an app has one adapter per namespace.
  .refine(
    (names) => !(names.includes('wagmi') && names.includes('ethers')),
    'wagmi and ethers both connect EVM chains: choose one of them',
  )

/** The folder to create, as typed. */
export const directorySchema = z
  .string()
  .trim()
  .min(1, 'name the folder to create')
  .refine((directory) => !directory.includes('\0'), 'the folder name holds a NUL character')

/**
 * The adapters a template can have: the plain page loads @airlock/html's browser build, whose one
 * adapter module is wagmi's.
 *
 * @returns the problem to report, or undefined when the template takes these adapters.
 */
export function checkTemplateAdapters(
  template: TemplateName,
  adapters: readonly AdapterName[],
): string | undefined {
  if (template !== 'html' || (adapters.length === 1 && adapters[0] === 'wagmi')) return undefined
  return `the html template loads @airlock/html's browser build, which has the wagmi adapter only: choose --adapters wagmi`
}
