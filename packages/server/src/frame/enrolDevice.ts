import type { Storage } from '../storage/types.js'

/**
 * Records that a user logged in from a device (a frame storage partition), inside the login's
 * transaction. True when the device is new to a user who has used others (a first login's device
 * is where the wallet is made): the session is then marked as on a new device, and its first read
 * of the recovery halves is counted, waits for the inbox's approval for a social login, and is
 * told to the user. `approved`: the user's inbox made this login (an email code). A device a
 * social login brought stays new to the user, session after session, until its inbox approves it
 * or the halves are released to it (F9): logging in again on it is no way around the approval.
 */
export async function enrolDevice(
  query: Storage['query'],
  userId: string,
  deviceId: string,
  options: { approved: boolean },
): Promise<boolean> {
  const others = await query(
    'select 1 from frame_devices where user_id = $1 and device_id <> $2 limit 1',
    [userId, deviceId],
  )
  const [known] = await query<{ trusted: boolean }>(
    'select trusted from frame_devices where user_id = $1 and device_id = $2',
    [userId, deviceId],
  )
  if (known?.trusted) return false
  if (known) {
    if (options.approved) {
      await query('update frame_devices set trusted = true where user_id = $1 and device_id = $2', [
        userId,
        deviceId,
      ])
    }
    return true
  }
  const inserted = await query(
    `insert into frame_devices (user_id, device_id, trusted) values ($1, $2, $3)
     on conflict (user_id, device_id) do nothing returning device_id`,
    [userId, deviceId, options.approved || others.length === 0],
  )
  return inserted.length > 0 && others.length > 0
}
