import { describe, expect, it } from 'vitest'
import { TemplateSyntaxError } from './errors/createAirlockErrors.js'
import { renderTemplate } from './renderTemplate.js'

const flags = { wagmi: true, ethers: false, next: true, server: false }
const render = (text: string) => renderTemplate(text, flags, { name: 'my-app' }, 'file.ts')

describe('renderTemplate', () => {
  it('keeps the lines of a condition that holds and drops the directive lines', () => {
    expect(render('a\n// #if wagmi\nb\n// #endif\n// #if ethers\nc\n// #endif\nd\n')).toBe(
      'a\nb\nd\n',
    )
  })

  it('takes #else when the condition fails, and negations', () => {
    expect(render('// #if ethers\nx\n// #else\ny\n// #endif\n// #if !server\nz\n// #endif')).toBe(
      'y\nz',
    )
  })

  it('nests: an inner block needs its outer one', () => {
    const text =
      '// #if ethers\n// #if next\nx\n// #endif\n// #else\n// #if next\ny\n// #endif\n// #endif'
    expect(render(text)).toBe('y')
  })

  it('joins flags with && or ||', () => {
    expect(render('// #if wagmi && next\na\n// #endif\n// #if wagmi && server\nb\n// #endif')).toBe(
      'a',
    )
    expect(
      render('// #if ethers || server\na\n// #endif\n// #if ethers || wagmi\nb\n// #endif'),
    ).toBe('b')
  })

  it('reads directives written as JSX, HTML and shell comments', () => {
    const text = [
      '    {/* #if wagmi */}',
      '    <A />',
      '    {/* #else */}',
      '    <B />',
      '    {/* #endif */}',
      '<!-- #if server -->',
      'server',
      '<!-- #endif -->',
      '# #if next',
      '.next',
      '# #endif',
    ].join('\n')
    expect(render(text)).toBe('    <A />\n.next')
  })

  it('replaces variables', () => {
    expect(render("title: '{{name}}', style={{ margin: 0 }}")).toBe(
      "title: 'my-app', style={{ margin: 0 }}",
    )
  })

  it.each([
    ['an #if without #endif', '// #if wagmi\na', 'file.ts:1: #if without #endif'],
    ['an #endif without #if', 'a\n// #endif', 'file.ts:2: #endif without #if'],
    ['a second #else', '// #if wagmi\n// #else\n// #else\n// #endif', 'file.ts:3: a second #else'],
    ['an unknown flag', '// #if solana\n// #endif', 'file.ts:1: unknown flag "solana"'],
    ['mixed && and ||', '// #if wagmi && next || server\n// #endif', 'file.ts:1: mixed && and ||'],
    ['an unknown variable', 'x {{title}}', 'file.ts:1: unknown variable {{title}}'],
  ])('fails on %s, with the file and line', (_, text, message) => {
    expect(() => render(text)).toThrow(TemplateSyntaxError)
    expect(() => render(text)).toThrow(message)
  })
})
