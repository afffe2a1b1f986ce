import { builtinModules } from 'node:module'

/**
 * What is wrong with `name` as the name of a new, unscoped npm package (npm's rules, as
 * `validate-npm-package-name` applies them to new packages); empty when it is valid.
 *
 * @example validatePackageName('My App') // ['no capital letters', 'no spaces', …]
 */
export function validatePackageName(name: string): string[] {
  const problems: string[] = []
  if (name.length === 0) return ['it is empty']
  if (name.length > 214) problems.push('at most 214 characters')
  if (name.startsWith('.') || name.startsWith('_')) problems.push('no leading "." or "_"')
  if (name !== name.toLowerCase()) problems.push('no capital letters')
  if (/\s/.test(name)) problems.push('no spaces')
  const withoutSpaces = name.replace(/\s/g, '')
  if (/[~'!()*]/.test(name) || encodeURIComponent(withoutSpaces) !== withoutSpaces)
    problems.push('only URL-safe characters (letters, digits, "-", ".", "_")')
  if (['node_modules', 'favicon.ico'].includes(name) || builtinModules.includes(name))
    problems.push('not a name npm reserves')
  return problems
}
