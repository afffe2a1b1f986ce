'use client'

// #if wagmi
import { useConnection } from 'wagmi'
// #else
import { useAppKitAccount } from '@airlock/react'
// #endif

export function ConnectedAddress() {
  // #if wagmi
  // wagmi's state, read from its cookie: the server's render already has the address.
  const { address } = useConnection()
  // #else
  const { address } = useAppKitAccount()
  // #endif
  return (
    <p>
      Connected address:{' '}
      <output aria-label="Connected address">{address ?? 'not connected'}</output>
    </p>
  )
}
