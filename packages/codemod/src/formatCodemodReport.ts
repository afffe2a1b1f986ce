import { formatFinding } from './finding.js'
import type { ChangedFile, RunAppKitCodemodReturnType } from './runAppKitCodemod.js'

const installCommands = {
  npm: 'npm install',
  pnpm: 'pnpm install',
  yarn: 'yarn install',
  bun: 'bun install',
} as const

/** The changed lines of a file, `- old` then `+ new`, each with its line number. */
function diffOf(changed: ChangedFile): string[] {
  if (changed.dependencies.length > 0) {
    return changed.dependencies.map(
      ({ kind, section, name, range }) =>
        `    ${kind === 'removed' ? '-' : '+'} ${section}: "${name}": "${range}"`,
    )
  }
  const before = changed.before.split('\n')
  const after = changed.after.split('\n')
  const lines = [...new Set(changed.specifiers.map(({ line }) => line))]
  return lines.flatMap((line) => [
    `    ${line} - ${(before[line - 1] ?? '').trim()}`,
    `    ${line} + ${(after[line - 1] ?? '').trim()}`,
  ])
}

/** A one-line summary of a file's change. */
function summaryOf(changed: ChangedFile): string {
  if (changed.dependencies.length === 0) {
    const count = changed.specifiers.length
    return `  ${changed.file}: ${count} import${count === 1 ? '' : 's'} moved to Airlock`
  }
  const removed = changed.dependencies.filter(({ kind }) => kind === 'removed')
  const added = changed.dependencies.filter(({ kind }) => kind === 'added')
  return `  ${changed.file}: ${removed.map(({ name }) => name).join(', ')} → ${added
    .map(({ name, range }) => `${name}@${range}`)
    .join(', ')}`
}

/**
 * The text the command prints after a run: the files changed (with their changed lines on a dry
 * run), what needs a hand as `file:line:column  reason`, and the install to run next.
 *
 * @example formatCodemodReport(await runAppKitCodemod({ directory: '.', write: false }))
 */
export function formatCodemodReport(result: RunAppKitCodemodReturnType): string {
  const dryRun = !result.written && result.files.length > 0
  const lines: string[] = []
  if (result.files.length === 0) {
    lines.push(`No AppKit imports or dependencies to move in ${result.directory}.`)
  } else {
    const count = `${result.files.length} file${result.files.length === 1 ? '' : 's'}`
    lines.push(
      dryRun
        ? `Would change ${count} in ${result.directory}:`
        : `Changed ${count} in ${result.directory}:`,
    )
    for (const changed of result.files) {
      lines.push(summaryOf(changed))
      if (dryRun) lines.push(...diffOf(changed))
    }
  }
  if (result.findings.length > 0) {
    lines.push('', `Needs a hand (${result.findings.length}):`)
    for (const finding of result.findings) lines.push(`  ${formatFinding(finding)}`)
  }
  const manifestChanged = result.files.some(({ dependencies }) => dependencies.length > 0)
  if (dryRun) lines.push('', 'Dry run: nothing was written.')
  else if (manifestChanged) {
    lines.push(
      '',
      `Next: run \`${installCommands[result.packageManager]}\` to fetch the Airlock packages (the codemod installs nothing).`,
    )
  }
  return `${lines.join('\n')}\n`
}
