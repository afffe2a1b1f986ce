// The reference pages: one per entry point, every export with its kind, TSDoc summary, signature
// and, for object types, a table of their members.

import {
  cell,
  codeCell,
  fence,
  fromCode,
  generatedNote,
  heading,
  prose,
  table,
} from './markdown.ts'
import type { ExportEntry, ExportKind } from './readExports.ts'
import { importPath, type ReferenceEntry } from './site.ts'

const groups: { title: string; kinds: ExportKind[] }[] = [
  { title: 'Functions', kinds: ['function'] },
  { title: 'Classes', kinds: ['class'] },
  { title: 'Constants', kinds: ['constant', 'enum', 'namespace'] },
  { title: 'Types', kinds: ['type', 'interface'] },
]

const intros: Partial<Record<string, string>> = {
  '@airlock/react':
    "What a React dapp imports: `createAppKit`, the hooks with AppKit's names, the buttons as components and the `<appkit-*>` elements. The instance `createAppKit` returns has the members of `AppKitMethods`; its options are `CreateAppKitParameters`.",
  '@airlock/react/networks': 'The networks catalogue, as `@airlock/core/networks` has it.',
  '@airlock/react/elements':
    'Importing this entry registers `<appkit-modal>` and `<appkit-wallet-button>`; pages that do not import it never load them.',
  '@airlock/core':
    'The framework-free heart: `createAppKit`, the actions (each takes the instance first), selectors, CAIP parsing, storage, events, the error family and the message catalogue.',
  '@airlock/core/networks': 'Network definitions (`CaipNetwork`) and the helpers that make more.',
  '@airlock/core/adapter': 'The kit every chain adapter is built on.',
  '@airlock/core/walletconnect': 'The WalletConnect client every adapter shares.',
  '@airlock/core/testing': 'An in-memory adapter and frame host, for tests of UI and core units.',
  '@airlock/server':
    'The self-hostable server as a library: `createServer` and what it is configured with.',
}

function entrySection(entry: ExportEntry, id: string): string {
  const parts = [heading(3, entry.name, id)]
  const label = `*${entry.kind}*`
  parts.push(entry.summary ? `${label} · ${fromCode(entry.summary)}` : label)
  const signature =
    entry.members.length > 0 && entry.signature.split('\n').length > 12
      ? [...entry.signature.split('\n').slice(0, 11), '  // … (members below)'].join('\n')
      : entry.signature
  parts.push(fence('ts', signature))
  if (entry.members.length > 0) {
    parts.push(
      table(
        ['Member', 'Type', 'Description'],
        entry.members.map((member) => [
          codeCell(`${member.name}${member.optional ? '?' : ''}`),
          codeCell(member.type),
          cell(member.summary),
        ]),
      ),
    )
  }
  return parts.join('\n\n')
}

/** The markdown of one entry point's page. */
export function referencePage(reference: ReferenceEntry, entries: readonly ExportEntry[]): string {
  const path = importPath(reference)
  const lines = [
    generatedNote(`the type declarations of ${path}`),
    '',
    `# ${path}`,
    '',
    prose(intros[path] ?? ''),
    '',
    fence('ts', `import { … } from '${path}'`),
    '',
  ]
  for (const group of groups) {
    const members = entries.filter((entry) => group.kinds.includes(entry.kind))
    if (members.length === 0) continue
    lines.push(`## ${group.title}`, '')
    for (const entry of members) lines.push(entrySection(entry, entry.name), '')
  }
  return `${lines.join('\n').trimEnd()}\n`
}
