import { expect, test } from 'vitest'
import { createTestFrameWindow } from '../test/createTestFrameWindow.js'
import { selectApprovalPlace } from './selectApprovalPlace.js'

const document = {} as Document

test('F3: a frame in a browser without IntersectionObserver v2 (Firefox, Safari) approves in a window of its origin', () => {
  const firefoxFrame = createTestFrameWindow({ document, visibilityTracking: false })
  expect(selectApprovalPlace(firefoxFrame.window)).toBe('window')
  // No IntersectionObserver at all: the same.
  expect(selectApprovalPlace({ ...firefoxFrame.window, IntersectionObserver: undefined })).toBe(
    'window',
  )
})

test('a frame in Chromium (isVisible reported) approves on its own gated card', () => {
  const chromiumFrame = createTestFrameWindow({ document, visibilityTracking: true })
  expect(selectApprovalPlace(chromiumFrame.window)).toBe('here')
})

test('a top-level page (the approval window itself) approves on its card in any browser', () => {
  for (const visibilityTracking of [true, false]) {
    const page = createTestFrameWindow({ document, visibilityTracking, topLevel: true })
    expect(selectApprovalPlace(page.window)).toBe('here')
  }
})
