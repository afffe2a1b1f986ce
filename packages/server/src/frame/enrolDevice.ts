import type { Storage } from '../storage/types.js'

/**
 * Records that a user logged in from a device (a frame storage partition), inside the login's
 * transaction. True when the user had never used it but had used others (a first login's device
 * is where the wallet is made): the session is then marked as on a new device, and its first read of the recovery halves is counted and, for logins the user's inbox did
 * not approve, told to the user.
 */
export async function enrolDevice(
  query: Storage['query'],
  userId: string,
  deviceId: string,
): Promise<boolean> {
  const others = await query(
    'select 1 from frame_devices where user_id = $1 and device_id <> $2 limit 1',
    [userId, deviceId],
  )
  const inserted = await query(
    `insert into frame_devices (user_id, device_id) values ($1, $2)
     on conflict (user_id, device_id) do nothing returning device_id`,
    [userId, deviceId],
  )
  return inserted.length > 0 && others.length > 0
}
