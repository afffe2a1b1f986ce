import { expect, test } from 'vitest'
import {
  recoveryPasswordIterations,
  sealRecoveryShare,
  unsealRecoveryShare,
} from './sealRecoveryShare.js'

const share = Uint8Array.from({ length: 33 }, (_, index) => index)

test('F9: a recovery half sealed under a password now costs at least 2,000,000 PBKDF2-SHA256 iterations per guess; one sealed at the old 600,000 still opens', async () => {
  const password = 'k8#Pz2!qW9m$vR'
  const sealed = JSON.parse(await sealRecoveryShare(share, { kind: 'password', password }))
  expect(recoveryPasswordIterations).toBeGreaterThanOrEqual(2_000_000)
  expect(sealed.iterations).toBe(recoveryPasswordIterations)
  expect(await unsealRecoveryShare(JSON.stringify(sealed), { kind: 'password', password })).toEqual(
    share,
  )
  // A seal made before the change keeps its own count and opens as it did.
  const old = await sealRecoveryShare(share, { kind: 'password', password, iterations: 600_000 })
  expect(JSON.parse(old).iterations).toBe(600_000)
  expect(await unsealRecoveryShare(old, { kind: 'password', password })).toEqual(share)
})

test('a sealed half asking for an absurd iteration count is refused, not run', async () => {
  const password = 'k8#Pz2!qW9m$vR'
  const sealed = JSON.parse(
    await sealRecoveryShare(share, { kind: 'password', password, iterations: 1000 }),
  )
  const started = performance.now()
  await expect(
    unsealRecoveryShare(JSON.stringify({ ...sealed, iterations: 50_000_000 }), {
      kind: 'password',
      password,
    }),
  ).rejects.toMatchObject({ code: 'RECOVERY_UNSEAL' })
  expect(performance.now() - started).toBeLessThan(5_000)
})
