import { z } from 'zod'
import {
  type AppKitBinding,
  getAirlockPackageFor,
  getAppKitModuleMapping,
  isAppKitSpecifier,
} from './appKitModules.js'
import { InvalidPackageJsonError } from './errors/codemodErrors.js'
import type { Finding } from './finding.js'
import type { AirlockSurface } from './surface/airlockSurface.js'

export type TransformAppKitPackageJsonParameters = {
  /** The file's path relative to the app's folder, as findings name it. */
  file: string
  text: string
  /** The release of the Airlock packages to depend on (`^version`): the codemod's own. */
  version: string
  surface: AirlockSurface
  /** Airlock packages the app's rewritten imports name; each is added if the file lacks it. */
  importedPackages?: readonly string[] | undefined
  /** The app's framework: in a Vue app, `@reown/appkit` gives way to `@airlock/vue`. Default `react`. */
  binding?: AppKitBinding | undefined
}

/** A dependency the codemod removed or added, in one of package.json's dependency lists. */
export type DependencyChange = {
  kind: 'removed' | 'added'
  section: DependencySection
  name: string
  range: string
}

export type TransformAppKitPackageJsonReturnType = {
  /** The new text; the original when nothing changed. */
  text: string
  changes: DependencyChange[]
  findings: Finding[]
}

const sections = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
] as const
type DependencySection = (typeof sections)[number]

const manifestSchema = z.looseObject(
  Object.fromEntries(
    sections.map((section) => [section, z.record(z.string(), z.string()).optional()]),
  ) as Record<DependencySection, z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>>,
)

/** 1-based line and column of the first `"name":` key in `text`, or of the file's start. */
function positionOfKey(text: string, name: string) {
  const index = text.indexOf(`${JSON.stringify(name)}:`)
  const before = text.slice(0, Math.max(index, 0))
  const lines = before.split('\n')
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 }
}

function isSorted(names: readonly string[]): boolean {
  return names.every((name, index) => index === 0 || (names[index - 1] ?? '') <= name)
}

/**
 * Replaces a package.json's `@reown/appkit*` dependencies with the Airlock packages that take their
 * place, at `^version`, in the same dependency list and position (kept in order when the list was
 * sorted). Other dependencies (wagmi, viem, …) stay. AppKit packages Airlock has no equivalent for
 * stay and are reported, and so are the new packages' peer dependencies the file does not list.
 * Indentation and the final newline are kept. Nothing is installed.
 *
 * @example
 * transformAppKitPackageJson({ file: 'package.json', text, version: '0.1.0', surface }).changes
 * // [{ kind: 'removed', name: '@reown/appkit', … }, { kind: 'added', name: '@airlock/react', range: '^0.1.0', … }]
 */
export function transformAppKitPackageJson(
  parameters: TransformAppKitPackageJsonParameters,
): TransformAppKitPackageJsonReturnType {
  const { file, text, version, surface, importedPackages = [], binding = 'react' } = parameters
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new InvalidPackageJsonError(file, 'not JSON', error)
  }
  const result = manifestSchema.safeParse(parsed)
  if (!result.success) {
    throw new InvalidPackageJsonError(
      file,
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    )
  }
  const manifest = result.data
  const findings: Finding[] = []
  const changes: DependencyChange[] = []
  const listed = new Set(sections.flatMap((section) => Object.keys(manifest[section] ?? {})))

  // Which section each added package goes to: the one its AppKit package was in.
  const additions = new Map<string, DependencySection>()
  const unmatched: string[] = []
  let hadAppKit = false
  for (const section of sections) {
    for (const name of Object.keys(manifest[section] ?? {})) {
      if (!isAppKitSpecifier(name)) continue
      hadAppKit = true
      const airlock = getAirlockPackageFor(name, binding)
      if (!airlock) {
        unmatched.push(name)
        continue
      }
      if (!listed.has(airlock) && !additions.has(airlock)) additions.set(airlock, section)
    }
  }
  // The peers of the Airlock packages listed that the file does not list.
  const reportPeers = (final: string, names: ReadonlySet<string>) => {
    for (const name of names) {
      for (const [peer, peerRange] of Object.entries(surface.peers[name] ?? {})) {
        if (names.has(peer)) continue
        findings.push({
          file,
          ...positionOfKey(final, name),
          message: `\`${name}\` needs the peer dependency \`${peer}\` (${peerRange}), which package.json does not list`,
        })
      }
    }
  }
  const reportUnmatched = (final: string) => {
    for (const name of unmatched) {
      const reason = getAppKitModuleMapping(name, binding)?.reason
      findings.push({
        file,
        ...positionOfKey(final, name),
        message: `\`${name}\` has no Airlock equivalent${reason ? ` (${reason})` : ''}; it stays until nothing imports it`,
      })
    }
  }
  if (!hadAppKit) {
    reportPeers(text, listed)
    return { text, changes, findings }
  }
  for (const name of importedPackages) {
    if (!listed.has(name) && !additions.has(name)) additions.set(name, 'dependencies')
  }

  const range = `^${version}`
  const next: Record<string, unknown> = {}
  // The parsed object, not zod's output, whose keys come in the schema's order.
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!(sections as readonly string[]).includes(key) || !value) {
      next[key] = value
      continue
    }
    const section = key as DependencySection
    const entries = Object.entries(value as Record<string, string>)
    const sorted = isSorted(entries.map(([name]) => name))
    const kept: [string, string][] = []
    const pending = [...additions].filter(([, into]) => into === section).map(([name]) => name)
    for (const [name, current] of entries) {
      if (isAppKitSpecifier(name) && getAirlockPackageFor(name, binding)) {
        changes.push({ kind: 'removed', section, name, range: current })
        // The first AppKit package's place takes the Airlock packages.
        for (const added of pending.splice(0)) kept.push([added, range])
        continue
      }
      kept.push([name, current])
    }
    for (const added of pending) kept.push([added, range])
    if (sorted) kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    for (const [name] of kept) {
      if (additions.get(name) === section) changes.push({ kind: 'added', section, name, range })
    }
    next[key] = Object.fromEntries(kept)
  }
  if (!Object.hasOwn(next, 'dependencies') && [...additions.values()].includes('dependencies')) {
    const added = [...additions].filter(([, into]) => into === 'dependencies').map(([n]) => n)
    next.dependencies = Object.fromEntries(added.sort().map((name) => [name, range]))
    for (const name of added) changes.push({ kind: 'added', section: 'dependencies', name, range })
  }
  if (changes.length === 0) {
    reportUnmatched(text)
    return { text, changes, findings }
  }

  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  '
  const newline = text.includes('\r\n') ? '\r\n' : '\n'
  let written = JSON.stringify(next, null, indent)
  if (newline !== '\n') written = written.replaceAll('\n', newline)
  if (/\r?\n$/.test(text)) written += newline

  reportUnmatched(written)
  const nowListed = new Set(
    sections.flatMap((section) => Object.keys((next[section] as object | undefined) ?? {})),
  )
  reportPeers(written, nowListed)
  return { text: written, changes, findings }
}
