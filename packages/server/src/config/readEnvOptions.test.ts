import { describe, expect, test } from 'vitest'
import { readEnvOptions } from './readEnvOptions.js'

describe('readEnvOptions: the RPC route’s upstreams', () => {
  test('takes nodes by CAIP-2 id from AIRLOCK_RPC_UPSTREAMS; AIRLOCK_RPC_<id> wins for its chain', () => {
    const options = readEnvOptions({
      AIRLOCK_RPC_UPSTREAMS: JSON.stringify({
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': ['https://sol.example'],
        'bip122:000000000019d6689c085ae165831e93': ['http://user:secret@127.0.0.1:8332'],
        'eip155:1': ['https://ignored.example'],
      }),
      AIRLOCK_RPC_1: 'https://a.example, https://b.example',
    })
    expect(options.rpc).toMatchObject({
      upstreams: {
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': ['https://sol.example'],
        'bip122:000000000019d6689c085ae165831e93': ['http://user:secret@127.0.0.1:8332'],
        'eip155:1': ['https://ignored.example'],
        1: ['https://a.example', 'https://b.example'],
      },
    })
  })

  test('refuses a key that is not a CAIP-2 id and a list that is not URLs, naming the variable', () => {
    expect(() =>
      readEnvOptions({ AIRLOCK_RPC_UPSTREAMS: JSON.stringify({ mainnet: ['https://a.example'] }) }),
    ).toThrow(/AIRLOCK_RPC_UPSTREAMS/)
    expect(() =>
      readEnvOptions({ AIRLOCK_RPC_UPSTREAMS: JSON.stringify({ 'eip155:1': ['not a url'] }) }),
    ).toThrow(/AIRLOCK_RPC_UPSTREAMS/)
  })
})

describe('readEnvOptions: posture', () => {
  test('AIRLOCK_TRUST_PROXY: a hop count or a list of addresses and ranges; anything else names the variable', () => {
    expect(readEnvOptions({ AIRLOCK_TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(readEnvOptions({ AIRLOCK_TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ])
    expect(readEnvOptions({}).trustProxy).toBeUndefined()
    expect(() => readEnvOptions({ AIRLOCK_TRUST_PROXY: 'yes' })).toThrow(/AIRLOCK_TRUST_PROXY/)
  })

  test('AIRLOCK_LOCAL_DEV_PROJECT unset leaves it to the address bound; on and off are explicit', () => {
    expect(readEnvOptions({ HOST: '0.0.0.0' }).includeLocalDevProject).toBeUndefined()
    expect(readEnvOptions({ AIRLOCK_LOCAL_DEV_PROJECT: 'on' }).includeLocalDevProject).toBe(true)
    expect(readEnvOptions({ AIRLOCK_LOCAL_DEV_PROJECT: 'off' }).includeLocalDevProject).toBe(false)
  })
})

describe('readEnvOptions: relay, NFT metadata and RPC bounds', () => {
  test('the relay is on for a loopback HOST and off for another unless AIRLOCK_RELAY=on, with its limits', () => {
    expect(readEnvOptions({}).relay).not.toBe(false)
    expect(readEnvOptions({ HOST: '127.0.0.1' }).relay).not.toBe(false)
    expect(readEnvOptions({ HOST: '0.0.0.0' }).relay).toBe(false)
    expect(readEnvOptions({ HOST: '127.0.0.1', AIRLOCK_RELAY: 'off' }).relay).toBe(false)
    expect(
      readEnvOptions({
        HOST: '0.0.0.0',
        AIRLOCK_RELAY: 'on',
        AIRLOCK_RELAY_MAX_CONNECTIONS_PER_IP: '8',
        AIRLOCK_RELAY_MAX_CLIENT_BYTES: '65536',
        AIRLOCK_RELAY_MAX_TOTAL_BYTES: '1048576',
      }).relay,
    ).toMatchObject({ maxConnectionsPerIp: 8, maxClientBytes: 65536, maxTotalBytes: 1048576 })
    expect(() => readEnvOptions({ AIRLOCK_RELAY_MAX_CLIENT_BYTES: 'lots' })).toThrow(
      /AIRLOCK_RELAY_MAX_CLIENT_BYTES/,
    )
  })

  test('AIRLOCK_NFT_METADATA_ALLOW_HOSTS takes hosts with an optional port; a URL names the variable', () => {
    expect(
      readEnvOptions({ AIRLOCK_NFT_METADATA_ALLOW_HOSTS: '127.0.0.1:8547, Metadata.Internal' })
        .nftMetadata,
    ).toEqual({ allowHosts: ['127.0.0.1:8547', 'metadata.internal'], ipfsGateway: undefined })
    expect(() =>
      readEnvOptions({ AIRLOCK_NFT_METADATA_ALLOW_HOSTS: 'http://127.0.0.1:8547/' }),
    ).toThrow(/AIRLOCK_NFT_METADATA_ALLOW_HOSTS/)
    expect(
      readEnvOptions({ AIRLOCK_IPFS_GATEWAY: 'https://gateway.example/ipfs' }).nftMetadata
        ?.ipfsGateway,
    ).toBe('https://gateway.example/ipfs/')
    expect(readEnvOptions({ AIRLOCK_RPC_MAX_LOGS_BLOCK_RANGE: '500' }).rpc).toMatchObject({
      maxLogsBlockRange: 500,
    })
  })
})
