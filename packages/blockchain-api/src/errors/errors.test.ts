import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { getBalances } from '../actions/getBalances.js'
import { getGasPrice } from '../actions/getGasPrice.js'
import { getNativeBalance } from '../actions/getNativeBalance.js'
import { getTransactionHistory } from '../actions/getTransactionHistory.js'
import { isNetworkSupported } from '../actions/isNetworkSupported.js'
import { formatPath } from '../client/buildUrl.js'
import { createBlockchainApiClient } from '../client/createBlockchainApiClient.js'
import * as exported from '../exports/index.js'
import { reply, type ScriptedServer, startScriptedServer } from '../test/startScriptedServer.js'
import { AirlockError } from './base.js'
import {
  GasPriceUnsupportedNetworkError,
  TokenBalanceUnavailableError,
  TransactionsFetchError,
} from './data.js'
import { HttpRequestError, MissingPathParameterError, NetworkRequestError } from './request.js'

describe('the error family', () => {
  test('every error class the package exports extends AirlockError and names itself', () => {
    const classes = Object.entries(exported as Record<string, unknown>).filter(
      (entry): entry is [string, { prototype: unknown }] =>
        entry[0].endsWith('Error') && typeof entry[1] === 'function',
    )
    expect(classes.length).toBeGreaterThan(5)
    for (const [name, value] of classes) {
      if (value !== AirlockError) expect(value.prototype, name).toBeInstanceOf(AirlockError)
    }
    expect(new TransactionsFetchError().name).toBe('TransactionsFetchError')
  })

  test('carries a stable code, the user text, details, a docs link and the cause', () => {
    const cause = new Error('socket hang up')
    const error = new AirlockError('Something went wrong', {
      code: 'EXAMPLE',
      details: 'more for developers',
      docsPath: '/errors#example',
      cause,
    })
    expect(error.code).toBe('EXAMPLE')
    expect(error.shortMessage).toBe('Something went wrong')
    expect(error.message).toBe(
      'Something went wrong\n\nDetails: more for developers\nDocs: https://airlock.dev/docs/errors#example',
    )
    expect(error.cause).toBe(cause)
  })

  test('walk() finds an error down the cause chain, or gives the deepest', () => {
    const root = Object.assign(new Error('rejected'), { code: 4001 })
    const middle = new TokenBalanceUnavailableError({ cause: root })
    const top = new AirlockError('outer', { code: 'OUTER', cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((error) => error instanceof TokenBalanceUnavailableError)).toBe(middle)
    expect(top.walk((error) => (error as { code?: unknown }).code === 4001)).toBe(root)
    expect(top.walk((error) => error instanceof HttpRequestError)).toBeNull()
  })

  test('a path template without its parameter: MissingPathParameterError, nothing sent', () => {
    expect(formatPath('/v1/account/{address}/history', { address: '0x1 2' })).toBe(
      '/v1/account/0x1%202/history',
    )
    const error = (() => {
      try {
        return formatPath('/v1/account/{address}/history', {})
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(MissingPathParameterError)
    expect((error as MissingPathParameterError).code).toBe('MISSING_PATH_PARAMETER')
    expect((error as MissingPathParameterError).parameter).toBe('address')
  })

  test('walk() stops on a cycle', () => {
    const first = new AirlockError('a', { code: 'A' })
    const second = new AirlockError('b', { code: 'B', cause: first })
    Object.defineProperty(first, 'cause', { value: second })
    expect(first.walk((error) => error === second)).toBe(second)
    expect([first, second]).toContain(first.walk())
  })
})

describe('an unreachable server is not an unsupported network', () => {
  let server: ScriptedServer
  beforeEach(async () => {
    server = await startScriptedServer()
  })
  afterEach(async () => {
    await server.stop()
  })
  const chains = { http: ['eip155:31337'], ws: [] }

  test('a network missing from the list: "Network not supported for Gas Price"', async () => {
    const client = createBlockchainApiClient({ baseUrl: server.url, projectId: 'p1' })
    server.script(reply.json(200, chains))
    const error = await getGasPrice(client, { chainId: 'eip155:1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GasPriceUnsupportedNetworkError)
    expect((error as AirlockError).code).toBe('GAS_PRICE_UNSUPPORTED_NETWORK')
  })

  test('a server that answers 503: the HTTP error, not "not supported"', async () => {
    const client = createBlockchainApiClient({
      baseUrl: server.url,
      projectId: 'p1',
      retryDelay: 1,
    })
    server.fallback(reply.json(503, { message: 'down for maintenance' }))
    const error = await getGasPrice(client, { chainId: 'eip155:31337' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(503)
    await expect(isNetworkSupported(client, 'eip155:31337')).rejects.toBeInstanceOf(
      HttpRequestError,
    )
  })

  test('a server that cannot be reached: NetworkRequestError from every data call', async () => {
    const url = server.url
    await server.stop()
    const client = createBlockchainApiClient({ baseUrl: url, projectId: 'p1', retryDelay: 1 })
    const chainId = 'eip155:31337'
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const gas = await getGasPrice(client, { chainId }).catch((e: unknown) => e)
    expect(gas).toBeInstanceOf(NetworkRequestError)
    expect((gas as AirlockError).code).toBe('NETWORK_ERROR')
    await expect(isNetworkSupported(client, chainId)).rejects.toBeInstanceOf(NetworkRequestError)
    await expect(getNativeBalance(client, { address, chainId })).rejects.toBeInstanceOf(
      NetworkRequestError,
    )
    // The spec's texts for these two cover any failure; the cause says which.
    const balances = await getBalances(client, { address, chainId }).catch((e: unknown) => e)
    expect(balances).toBeInstanceOf(TokenBalanceUnavailableError)
    expect((balances as AirlockError).walk((e) => e instanceof NetworkRequestError)).toBeTruthy()
    const history = await getTransactionHistory(client, { account: address, chainId }).catch(
      (e: unknown) => e,
    )
    expect(history).toBeInstanceOf(TransactionsFetchError)
    expect((history as AirlockError).walk((e) => e instanceof NetworkRequestError)).toBeTruthy()
  })
})
