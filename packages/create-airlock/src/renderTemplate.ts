import { TemplateSyntaxError } from './errors/createAirlockErrors.js'

/** The flags a template's `#if` lines test, such as `wagmi`, `next` or `server`. */
export type TemplateFlags = Readonly<Record<string, boolean>>

/**
 * A line that is only a directive, written as a comment of the file's language:
 * `// #if wagmi`, `{/* #else *\/}`, `<!-- #endif -->`, `# #if server`.
 */
const directivePattern =
  /^\s*(?:\/\/|#|<!--|\{\/\*)\s*#(if|else|endif)\b\s*(.*?)\s*(?:-->|\*\/\})?\s*$/

/**
 * Renders one template file: keeps the lines whose `#if` conditions hold (conditions nest; `#else`
 * flips one), drops the directive lines, and replaces `{{name}}`-style variables. A condition is
 * flags joined by `&&` or `||` (not mixed), each optionally negated with `!`.
 *
 * @example renderTemplate('// #if wagmi\nimport …\n// #endif\n', { wagmi: true }, {}, 'appKit.ts')
 * @throws TemplateSyntaxError on an unbalanced directive, an unknown flag or an unknown variable.
 */
export function renderTemplate(
  text: string,
  flags: TemplateFlags,
  variables: Readonly<Record<string, string>>,
  file: string,
): string {
  const kept: string[] = []
  const open: { line: number; holds: boolean; outerActive: boolean; inElse: boolean }[] = []
  let active = true
  for (const [index, line] of text.split('\n').entries()) {
    const fail = (problem: string): never => {
      throw new TemplateSyntaxError(file, index + 1, problem)
    }
    const match = directivePattern.exec(line)
    if (!match) {
      if (active) kept.push(substitute(line, variables, fail))
      continue
    }
    const [, keyword, condition = ''] = match
    if (keyword === 'if') {
      const holds = evaluate(condition, flags, fail)
      open.push({ line: index + 1, holds, outerActive: active, inElse: false })
      active = active && holds
      continue
    }
    const block = open.at(-1) ?? fail(`#${keyword} without #if`)
    if (keyword === 'else') {
      if (block.inElse) fail('a second #else')
      block.inElse = true
      active = block.outerActive && !block.holds
    } else {
      open.pop()
      active = block.outerActive
    }
  }
  const unclosed = open.at(-1)
  if (unclosed) throw new TemplateSyntaxError(file, unclosed.line, '#if without #endif')
  return kept.join('\n')
}

function substitute(
  line: string,
  variables: Readonly<Record<string, string>>,
  fail: (problem: string) => never,
): string {
  return line.replace(/\{\{(\w+)\}\}/g, (_, key: string) =>
    Object.hasOwn(variables, key)
      ? (variables[key] as string)
      : fail(`unknown variable {{${key}}}`),
  )
}

function evaluate(
  condition: string,
  flags: TemplateFlags,
  fail: (problem: string) => never,
): boolean {
  if (condition.includes('&&') && condition.includes('||')) fail('mixed && and || in one #if')
  const operator = condition.includes('||') ? '||' : '&&'
  const terms = condition.split(operator).map((term) => {
    const [, negated, flag = ''] =
      /^\s*(!?)\s*(\w+)\s*$/.exec(term) ?? fail(`bad #if "${condition}"`)
    if (!Object.hasOwn(flags, flag)) fail(`unknown flag "${flag}"`)
    return flags[flag] !== Boolean(negated)
  })
  return operator === '||' ? terms.some(Boolean) : terms.every(Boolean)
}
