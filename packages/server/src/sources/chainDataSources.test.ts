import { describe, expect, test } from 'vitest'
import { readEnvOptions } from '../config/readEnvOptions.js'
import { createServer } from '../createServer.js'
import { parseChainDataSources } from './chainDataSources.js'

describe("a chain's data sources", () => {
  test('AIRLOCK_DATA_SOURCES sets drivers by chain id; AIRLOCK_CHAINS entries may carry their own `data`', () => {
    const options = readEnvOptions({
      AIRLOCK_DATA_SOURCES: JSON.stringify({
        1: { history: { driver: 'otterscan', maxLogsBlockRange: 100_000 } },
        100: { history: { driver: 'etherscan', url: 'https://gnosis.blockscout.com/api' } },
      }),
      AIRLOCK_CHAINS: JSON.stringify([
        {
          id: 8453,
          name: 'Base',
          rpcUrl: 'https://base.example',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          data: { history: { driver: 'indexer', startBlock: 20_000_000 } },
        },
      ]),
    })
    expect(options.dataSources).toEqual({
      1: { history: { driver: 'otterscan', maxLogsBlockRange: 100_000 } },
      100: { history: { driver: 'etherscan', url: 'https://gnosis.blockscout.com/api' } },
    })
    expect(options.chains?.[0]?.data).toEqual({
      history: { driver: 'indexer', startBlock: 20_000_000 },
    })
  })

  test('an unknown driver, a missing URL or an unknown key names the variable and the field', () => {
    for (const bad of [
      { 1: { history: { driver: 'covalent' } } },
      { 1: { history: { driver: 'etherscan' } } },
      { 1: { history: { driver: 'otterscan' }, histroy: {} } },
    ]) {
      expect(() => readEnvOptions({ AIRLOCK_DATA_SOURCES: JSON.stringify(bad) })).toThrow(
        expect.objectContaining({
          name: 'InvalidEnvironmentError',
          message: expect.stringMatching(/AIRLOCK_DATA_SOURCES\.1/),
        }),
      )
    }
  })

  test('createServer refuses a bad entry before it opens anything', async () => {
    expect(() =>
      parseChainDataSources(1, { history: { driver: 'etherscan', url: 'not a url' } }),
    ).toThrow(
      expect.objectContaining({
        name: 'InvalidDataSourceConfigError',
        code: 'INVALID_DATA_SOURCE_CONFIG',
        chainId: 1,
      }),
    )
    await expect(
      createServer({
        port: 0,
        logLevel: 'silent',
        dataDir: 'memory',
        dataSources: { 31337: { history: { driver: 'otterscan', url: 'ftp:' } } as never },
      }),
    ).rejects.toThrow(
      expect.objectContaining({
        name: 'InvalidDataSourceConfigError',
        shortMessage: expect.stringContaining('chain 31337: data.history.url'),
      }),
    )
  })
})
