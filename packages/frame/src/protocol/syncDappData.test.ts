import { expect, test } from 'vitest'
import { frameLanguages } from '../messages/languages.js'
import { appEventSchemas } from './schemas.js'

const syncDappData = (payload: Record<string, unknown>) =>
  appEventSchemas.SYNC_DAPP_DATA.safeParse({
    id: crypto.randomUUID(),
    type: '@w3m-app/SYNC_DAPP_DATA',
    payload: { projectId: 'shop', ...payload },
  }).success

test('SYNC_DAPP_DATA carries the modal language: optional, one of the languages the frame speaks', () => {
  expect(syncDappData({})).toBe(true)
  for (const language of frameLanguages) expect(syncDappData({ language })).toBe(true)
  for (const language of ['xx', 'AR', 'zh', 'en-US', '', 7])
    expect(syncDappData({ language })).toBe(false)
})
