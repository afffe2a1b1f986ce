import { openModal, pushView } from '@airlock/core'
import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createTestAppKit } from '../test/createTestAppKit.js'
import { isEqualSelection, useStore } from './useStore.js'

test('re-renders when the selection changes, not for other parts of the state', async () => {
  const { appKit } = await createTestAppKit()
  let renders = 0
  const { result } = renderHook(() => {
    renders++
    return useStore(appKit, (state) => state.router.view)
  })
  expect(result.current).toBe('Connect')
  const before = renders
  await act(async () => {
    appKit.state.toast.message = 'unrelated'
  })
  expect(renders).toBe(before)
  await act(async () => {
    openModal(appKit)
    pushView(appKit, { view: 'AllWallets' })
  })
  expect(result.current).toBe('AllWallets')
  expect(renders).toBeGreaterThan(before)
})

test('a derived selection equal by value keeps its identity', async () => {
  const { appKit } = await createTestAppKit()
  const { result } = renderHook(() =>
    useStore(appKit, (state) => state.router.history.map((view) => ({ view }))),
  )
  const first = result.current
  await act(async () => {
    appKit.state.toast.message = 'unrelated'
  })
  expect(result.current).toBe(first)
  await act(async () => {
    pushView(appKit, { view: 'Networks' })
  })
  expect(result.current).toEqual([{ view: 'Connect' }, { view: 'Networks' }])
})

test('a selector that depends on props follows them', async () => {
  const { appKit } = await createTestAppKit()
  const { result, rerender } = renderHook(
    ({ key }: { key: 'open' | 'loading' }) =>
      useStore(appKit, (state) => `${key}:${state.modal[key]}`),
    { initialProps: { key: 'open' as 'open' | 'loading' } },
  )
  expect(result.current).toBe('open:false')
  rerender({ key: 'loading' })
  expect(result.current).toBe('loading:false')
})

test('isEqualSelection compares arrays and plain objects by value, anything else by identity', () => {
  expect(isEqualSelection([1, { a: [2] }], [1, { a: [2] }])).toBe(true)
  expect(isEqualSelection({ a: 1 }, { a: 1, b: undefined })).toBe(false)
  expect(isEqualSelection([1, 2], [1, 2, 3])).toBe(false)
  expect(isEqualSelection(new Date(0), new Date(0))).toBe(false)
  expect(isEqualSelection(Number.NaN, Number.NaN)).toBe(true)
})
