import { describe, expect, it } from 'vitest'
import { eip7702DelegateAddress } from '../custody/eip7702Delegate.js'
import { loadFrameMessages } from '../messages/loadFrameMessages.js'
import { describeUpgrade } from './eip7702Upgrade.js'

const address = '0x70997970C51812dc3A010C7d01b50e20d4dc79C8'
const previous = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('the EIP-7702 upgrade card', () => {
  it('speaks the visitor’s language: every label and text of the card, the names and amounts kept', async () => {
    const german = await loadFrameMessages('de')
    const card = describeUpgrade({
      address,
      chainId: 31337,
      fee: '$0.01 (0.0001 ETH)',
      replaces: previous,
      messages: german,
    })
    expect(card.title).toBe('Auf ein Smart Account upgraden')
    expect(card.rows.map((row) => row.label)).toEqual([
      '⚠ Warnung',
      'Delegiert an',
      'Ersetzt',
      'Auf',
      'Deine Adresse',
      'Was sich ändert',
      'Rückgängig machen',
      'Netzwerkgebühr',
    ])
    expect(card.rows[1]?.value).toContain(eip7702DelegateAddress)
    expect(card.rows[2]?.value).toBe(`Die Delegation an ${previous}`)
    expect(card.rows[4]?.value).toBe(`${address} (bleibt gleich)`)
    expect(card.rows[7]?.value).toBe('$0.01 (0.0001 ETH)')
  })

  it('is English by default, and names no earlier delegation when there is none', () => {
    const card = describeUpgrade({ address, chainId: 31337, fee: '0.0001 ETH' })
    expect(card.title).toBe('Upgrade to a smart account')
    expect(card.rows.map((row) => row.label)).not.toContain('Replaces')
    expect(card.rows.find((row) => row.label === 'On')?.value).toMatch(/ only$/)
  })
})
