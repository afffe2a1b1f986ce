import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createStorage.js'
import { type ConnectionSetEntry, createConnectionSet } from './createConnectionSet.js'
import type { AdapterEvent } from './types.js'

const storageKey = '@airlock/test-adapter/connections'

type Live = ConnectionSetEntry & { wallet: string; stopped: number }

function entry(connectorId: string, address: string, chainId: number | string = 1): Live {
  const live: Live = {
    connectorId,
    address,
    accounts: [address, `${address}-2`],
    chainId,
    wallet: `${connectorId} provider`,
    stopped: 0,
    stop: () => {
      live.stopped++
    },
  }
  return live
}

/** A set bound to a page: its storage survives a "reload" (a second set on the same storage). */
function page(storage = createMemoryStorage()) {
  const events: AdapterEvent[] = []
  const set = createConnectionSet<Live>({ storageKey })
  set.setup({ storage, emit: (event) => events.push(event) })
  return { set, events, storage }
}

describe('createConnectionSet', () => {
  it('keeps several wallets live; the latest to connect is active, and each emits connect', () => {
    const { set, events } = page()
    const first = entry('io.metamask', '0xa')
    const second = entry('app.rabby', '0xb')
    expect(set.add(first)).toEqual({
      connectorId: 'io.metamask',
      address: '0xa',
      accounts: ['0xa', '0xa-2'],
      chainId: 1,
    })
    set.add(second)
    expect(set.list()).toEqual([first, second])
    expect(set.active()).toBe(second)
    expect(events.map((event) => event.type)).toEqual(['connect', 'connect'])
    expect(first.stopped).toBe(0)
  })

  it('hands the active role to the next live wallet when the active one disconnects', () => {
    const { set, events } = page()
    const first = entry('io.metamask', '0xa')
    const second = entry('app.rabby', '0xb')
    const third = entry('walletConnect', '0xc')
    set.add(first)
    set.add(second)
    set.add(third)
    expect(set.remove('walletConnect')).toBe(third)
    // The first that connected takes over, as core's own hand-over does.
    expect(set.active()).toBe(first)
    expect(third.stopped).toBe(1)
    expect(events.at(-1)).toEqual({ type: 'disconnect', connectorId: 'walletConnect' })
    // A wallet in the background ending leaves the active one alone.
    set.remove('app.rabby')
    expect(set.active()).toBe(first)
    set.remove('io.metamask')
    expect(set.active()).toBeUndefined()
    expect(set.list()).toEqual([])
    expect(set.remove('io.metamask')).toBeUndefined()
    expect(events.filter((event) => event.type === 'disconnect')).toHaveLength(3)
  })

  it('switches the active wallet without a prompt, and only to a live one', () => {
    const { set } = page()
    const first = entry('io.metamask', '0xa', 1)
    set.add(first)
    set.add(entry('app.rabby', '0xb', 10))
    expect(set.activate('io.metamask')).toEqual({
      connectorId: 'io.metamask',
      address: '0xa',
      accounts: ['0xa', '0xa-2'],
      chainId: 1,
    })
    expect(set.active()).toBe(first)
    expect(set.activate('io.unknown')).toBeUndefined()
    expect(set.active()).toBe(first)
  })

  it('replaces the connection of a wallet that connects again, stopping the old one', () => {
    const { set } = page()
    const before = entry('io.metamask', '0xa')
    const after = entry('io.metamask', '0xb')
    set.add(before)
    set.add(after)
    expect(before.stopped).toBe(1)
    expect(set.isLive(before)).toBe(false)
    expect(set.isLive(after)).toBe(true)
    expect(set.list()).toEqual([after])
  })

  it('turns wallet-side account and chain changes into events, once per change', () => {
    const { set, events } = page()
    set.add(entry('io.metamask', '0xa', 1))
    events.length = 0
    set.updateAccounts('io.metamask', ['0xa', '0xa-2'])
    set.updateChain('io.metamask', 1)
    set.updateChain('io.metamask', Number.NaN)
    expect(events).toEqual([])
    set.updateAccounts('io.metamask', ['0xb', '0xa'])
    set.updateChain('io.metamask', 10)
    expect(events).toEqual([
      {
        type: 'accountChanged',
        connectorId: 'io.metamask',
        address: '0xb',
        accounts: ['0xb', '0xa'],
        chainId: 1,
      },
      { type: 'chainChanged', connectorId: 'io.metamask', chainId: 10 },
    ])
    expect(set.get('io.metamask')).toMatchObject({ address: '0xb', chainId: 10 })
    // No accounts left: the wallet disconnected the site.
    set.updateAccounts('io.metamask', [])
    expect(events.at(-1)).toEqual({ type: 'disconnect', connectorId: 'io.metamask' })
    expect(set.get('io.metamask')).toBeUndefined()
    // An unknown connector's events are ignored.
    set.updateChain('io.other', 5)
    expect(events).toHaveLength(3)
  })

  it('remembers live wallets across a reload, the active one first, and forgets a disconnected one', () => {
    const first = page()
    first.set.add(entry('io.metamask', '0xa'))
    first.set.add(entry('app.rabby', '0xb'))
    first.set.activate('io.metamask')
    // The page goes away: teardown stops listening and forgets nothing.
    first.set.clear()
    expect(first.set.list()).toEqual([])

    const reloaded = page(first.storage)
    expect(reloaded.set.isRestorable('io.metamask')).toBe(true)
    expect(reloaded.set.isRestorable('app.rabby')).toBe(true)
    expect(reloaded.set.isRestorable('io.unknown')).toBe(false)
    reloaded.set.add(entry('io.metamask', '0xa'))
    // Not restored yet, still restorable.
    expect(reloaded.set.isRestorable('app.rabby')).toBe(true)
    reloaded.set.remove('io.metamask')
    expect(reloaded.set.isRestorable('io.metamask')).toBe(false)
    reloaded.set.forget('app.rabby')
    expect(page(first.storage).set.isRestorable('app.rabby')).toBe(false)
  })

  it('lists recent connections, most recent first, ended ones included', () => {
    const { set, storage } = page()
    set.add(entry('io.metamask', '0xa'))
    set.add(entry('app.rabby', '0xb'))
    set.remove('app.rabby')
    set.add(entry('walletConnect', '0xc'))
    set.add(entry('io.metamask', '0xa'))
    expect(set.recent()).toEqual(['io.metamask', 'walletConnect', 'app.rabby'])
    expect(page(storage).set.recent()).toEqual(['io.metamask', 'walletConnect', 'app.rabby'])
  })

  it('keeps at most maxRecent recent connections', () => {
    const storage = createMemoryStorage()
    const set = createConnectionSet<Live>({ storageKey, maxRecent: 2 })
    set.setup({ storage, emit: () => {} })
    for (const id of ['a', 'b', 'c']) set.add(entry(id, `0x${id}`))
    expect(set.recent()).toEqual(['c', 'b'])
  })

  it('reads a damaged memory as empty, and loses nothing else', () => {
    const storage = createMemoryStorage()
    storage.setItem(storageKey, '{not json')
    const { set } = page(storage)
    expect(set.isRestorable('io.metamask')).toBe(false)
    expect(set.recent()).toEqual([])
    storage.setItem(storageKey, JSON.stringify({ live: [1, 2], recent: 'x' }))
    expect(set.recent()).toEqual([])
    set.add(entry('io.metamask', '0xa'))
    expect(set.isRestorable('io.metamask')).toBe(true)
  })
})
