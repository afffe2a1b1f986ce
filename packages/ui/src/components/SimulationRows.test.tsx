import { loadMessageGroups } from '@airlock/core'
import { render, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { SimulationRows } from './SimulationRows.js'

const unmounts: (() => void)[] = []
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
})

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const pool = '0x8aD159a275AEE56fb2334DBb69036E9c7baCEe9b'

test('each change shows its amount, its worth when priced, and its counterparty shortened (in full on hover)', async () => {
  const { appKit } = await createTestAppKit()
  await loadMessageGroups(appKit, { groups: ['account'] })
  const view = render(
    <SimulationRows
      appKit={appKit}
      simulation={{
        status: 'success',
        changes: [
          { direction: 'out', symbol: 'AUSD', amount: '10', counterparty: pool },
          { direction: 'in', symbol: 'AIR', amount: '4.5', counterparty: pool },
          { direction: 'out', symbol: 'AUSD', amount: '1', counterparty: receiver },
        ],
      }}
      prices={{ AUSD: 1 }}
    />,
  )
  unmounts.push(view.unmount)
  const list = view.getByRole('list', { name: 'Simulated on the network' })
  const rows = within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent)
  expect(rows).toEqual([
    '−10 AUSD ($10.00, 0x8a…aCEe9b)',
    '+4.5 AIR (0x8a…aCEe9b)',
    '−1 AUSD ($1.00, 0x70…dc79C8)',
  ])
  expect(within(list).getAllByTitle(pool)).toHaveLength(2)
  expect(within(list).getByTitle(receiver).textContent).toBe('0x70…dc79C8')
})
