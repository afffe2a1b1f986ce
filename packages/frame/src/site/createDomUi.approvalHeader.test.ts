// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { createDomUi } from './createDomUi.js'

test("F11: the approval card shows the verified origin first and prominently; the page's name only as its claim; the network by name and id", async () => {
  document.body.replaceChildren()
  const ui = createDomUi(document)
  const controller = new AbortController()
  // A page on a look-alike origin that calls itself Uniswap.
  const decision = ui.requestApproval(
    {
      title: 'Send transaction',
      network: 'Polygon (chain 137)',
      rows: [
        { label: 'To', value: '0xabc' },
        { label: 'Value', value: '1 POL' },
      ],
    },
    { origin: 'https://uniswap.example-claims.io', dappName: 'Uniswap', signal: controller.signal },
  )
  const dialog = document.querySelector('[role="dialog"]')!
  const text = dialog.textContent ?? ''
  // The verified origin comes first in the card, ahead of the title, in its own strong element.
  expect(dialog.querySelector('.card-content')?.firstElementChild?.textContent).toBe(
    'Request from https://uniswap.example-claims.io',
  )
  expect(dialog.querySelector('strong')?.textContent).toBe('https://uniswap.example-claims.io')
  expect(text.indexOf('https://uniswap.example-claims.io')).toBeLessThan(
    text.indexOf('Send transaction'),
  )
  // The page's own name is secondary, and said to be a claim.
  expect(text).toContain('It claims to be Uniswap')
  expect(text).not.toContain('Requested by Uniswap')
  expect(text).toContain('Network: Polygon (chain 137)')
  controller.abort()
  await expect(decision).resolves.toBe(false)
})
