// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { parseAppEvent } from '../../protocol/parseFrameEvent.js'
import type { FrameRequestPayload } from '../../protocol/schemas.js'
import { themePalettes } from '../../theme/themePalettes.js'
import { themeTokens } from '../../theme/themeTokens.js'
import { createDomUi } from '../createDomUi.js'
import type { FrameHandlerContext } from './context.js'
import { syncTheme } from './syncTheme.js'

/** The frame's document, fresh, with its cards' UI. */
function freshFrame() {
  document.body.replaceChildren()
  document.documentElement.removeAttribute('style')
  delete document.documentElement.dataset.theme
  // Only what this handler reads of the request context.
  return { ui: createDomUi(document) } as unknown as FrameHandlerContext
}

/** A SYNC_THEME as the frame site takes it from its port: checked by its schema, then handled. */
function receive(context: FrameHandlerContext, payload: unknown): 'applied' | 'refused' {
  const event = parseAppEvent({ id: crypto.randomUUID(), type: '@w3m-app/SYNC_THEME', payload })
  if (event?.type !== '@w3m-app/SYNC_THEME') return 'refused'
  syncTheme(context, event.payload as FrameRequestPayload<'SYNC_THEME'>, event.id)
  return 'applied'
}

const style = () => document.documentElement.style
/** The theme's own variables on the document, by name. */
const airlockVariables = () =>
  Object.fromEntries(
    [...Array(style().length).keys()]
      .map((index) => style().item(index))
      .filter((name) => name.startsWith('--airlock-'))
      .map((name) => [name, style().getPropertyValue(name)]),
  )

describe('SYNC_THEME in the frame', () => {
  test("the modal's theme dresses the frame's document: the mode's palette, the shared tokens, the variables", () => {
    const context = freshFrame()
    // The modal's own look before any theme arrives.
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(style().getPropertyValue('--_accent')).toBe(themePalettes.light['--_accent'])
    for (const [name, value] of Object.entries(themeTokens))
      expect(style().getPropertyValue(name), name).toBe(value)

    expect(
      receive(context, {
        themeMode: 'dark',
        themeVariables: {
          '--w3m-accent': '#b5480f',
          '--w3m-color-mix': 'rgb(10, 20, 30)',
          '--w3m-color-mix-strength': 20,
          '--w3m-font-family': '"DejaVu Serif", Georgia, serif',
          '--w3m-font-size-master': '11px',
          '--w3m-border-radius-master': '0.125rem',
          '--w3m-z-index': 9,
        },
        w3mThemeVariables: { '--w3m-accent': '#b5480f', '--w3m-background': '#121313' },
      }),
    ).toBe('applied')
    expect(document.documentElement.dataset.theme).toBe('dark')
    for (const [name, value] of Object.entries(themePalettes.dark))
      expect(style().getPropertyValue(name), name).toBe(value)
    expect(airlockVariables()).toEqual({
      '--airlock-accent': '#b5480f',
      '--airlock-color-mix': 'rgb(10, 20, 30)',
      '--airlock-color-mix-strength': '20%',
      '--airlock-font-family': '"DejaVu Serif", Georgia, serif',
      '--airlock-font-size-master': '11px',
      '--airlock-border-radius-master': '0.125rem',
      '--airlock-z-index': '9',
    })

    // The next theme replaces the variables (one no longer sent is gone); a theme without a mode
    // keeps the mode, one without variables keeps them.
    expect(
      receive(context, { themeMode: 'dark', themeVariables: { '--w3m-accent': 'rebeccapurple' } }),
    ).toBe('applied')
    expect(airlockVariables()).toEqual({ '--airlock-accent': 'rebeccapurple' })
    expect(receive(context, { themeMode: 'light' })).toBe('applied')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(style().getPropertyValue('--_bg-base')).toBe(themePalettes.light['--_bg-base'])
    expect(airlockVariables()).toEqual({ '--airlock-accent': 'rebeccapurple' })
    expect(receive(context, { themeVariables: { '--w3m-accent': 'hsl(20 85% 38%)' } })).toBe(
      'applied',
    )
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(airlockVariables()).toEqual({ '--airlock-accent': 'hsl(20 85% 38%)' })
  })

  const refused: [string, unknown][] = [
    // Names the frame does not know.
    ['a name of no theme variable', { themeVariables: { color: 'red' } }],
    ['a prefixed variable set directly', { themeVariables: { '--airlock-accent': '#000' } }],
    ["the palette's own variable", { themeVariables: { '--_fg': '#fff' } }],
    ['a derived variable AppKit only sends', { w3mThemeVariables: { '--w3m-color-mix': '#000' } }],
    ['a mode of its own', { themeMode: 'sepia' }],
    // Values that would leave their declaration, load something or read another value.
    ['a second declaration', { themeVariables: { '--w3m-accent': 'red; color: transparent' } }],
    ['a closed block', { themeVariables: { '--w3m-accent': 'red} body {display:none' } }],
    ['an image to fetch', { themeVariables: { '--w3m-accent': 'url(https://evil.example/a)' } }],
    ['another variable', { themeVariables: { '--w3m-accent': 'var(--_bg-base)' } }],
    ['a comment', { themeVariables: { '--w3m-accent': '#fff /* x */' } }],
    ['an escape', { themeVariables: { '--w3m-font-family': 'Inter\\3b color' } }],
    ['!important', { themeVariables: { '--w3m-border-radius-master': '4px !important' } }],
    ['a CSS-wide keyword', { themeVariables: { '--w3m-accent': 'inherit' } }],
    ['a quote left open', { themeVariables: { '--w3m-font-family': '"Inter, serif' } }],
    ['a font list that closes a bracket', { themeVariables: { '--w3m-font-family': 'x), y' } }],
    ['a calculation', { themeVariables: { '--w3m-font-size-master': 'calc(1px - 20px)' } }],
    ['a colour of another function', { themeVariables: { '--w3m-accent': 'color-mix(a, b)' } }],
    ['a very long colour', { themeVariables: { '--w3m-accent': `#${'f'.repeat(200)}` } }],
    // Values that would make a card unreadable or cut what it says.
    ['a mix that drowns the text', { themeVariables: { '--w3m-color-mix-strength': 80 } }],
    ['a negative mix', { themeVariables: { '--w3m-color-mix-strength': -1 } }],
    ['a mix given as text', { themeVariables: { '--w3m-color-mix-strength': '20%' } }],
    ['a tiny font', { themeVariables: { '--w3m-font-size-master': '2px' } }],
    ['a huge font', { themeVariables: { '--w3m-font-size-master': '3rem' } }],
    ['corners that cut the text', { themeVariables: { '--w3m-border-radius-master': '50px' } }],
    ['a negative radius', { themeVariables: { '--w3m-border-radius-master': '-1px' } }],
    ['a length without its unit', { themeVariables: { '--w3m-border-radius-master': '4' } }],
    ['a z-index that is no integer', { themeVariables: { '--w3m-z-index': 1.5 } }],
  ]

  test.each(refused)('refused, and nothing of it applied: %s', (_, payload) => {
    const context = freshFrame()
    const before = document.documentElement.getAttribute('style')
    expect(receive(context, payload)).toBe('refused')
    expect(document.documentElement.getAttribute('style')).toBe(before)
    expect(document.documentElement.dataset.theme).toBe('light')
  })
})
