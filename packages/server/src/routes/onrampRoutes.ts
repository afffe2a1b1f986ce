import {
  defaultOnrampPaymentCurrencies,
  mockOnrampQuote,
  type OnrampOptionsResponse,
  type OnrampPurchase,
  type OnrampQuoteResponse,
  type OnrampUrlResponse,
  onrampOptionsRoute,
  onrampPurchaseRoute,
  onrampQuoteRoute,
  onrampUrlRoute,
} from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import { OnrampCapabilityMissingError } from '../errors/upstreamErrors.js'
import { NoOnrampProviderError, NotFoundError, UnknownOnrampProviderError } from '../http/errors.js'
import { fastifyPath, parseRequest } from '../http/parseRequest.js'
import type { SandboxOnramp } from '../onramp/createSandboxProvider.js'
import type { OnrampProvider } from '../onramp/onrampProvider.js'

/**
 * The on-ramp routes of spec §7: options (the built-in default list when the provider's call
 * fails), quotes (a mock quote echoing the amount when the provider's call fails) and the
 * provider's checkout URL; and where a sandbox purchase stands.
 */
export function registerOnrampRoutes(
  app: FastifyInstance,
  providers: readonly OnrampProvider[],
  sandbox: SandboxOnramp | undefined,
): void {
  const infos = providers.map(({ id, name, feeRange, namespaces }) => ({
    id,
    name,
    feeRange,
    namespaces,
  }))

  app.get(onrampOptionsRoute.path, async (request): Promise<OnrampOptionsResponse> => {
    const source = providers.find((provider) => provider.options)
    try {
      if (!source?.options) throw new OnrampCapabilityMissingError('No provider lists options')
      return { ...(await source.options()), providers: infos }
    } catch (error) {
      if (source) request.log.warn({ err: error, provider: source.id }, 'onramp options failed')
      return {
        purchaseCurrencies: [],
        paymentCurrencies: defaultOnrampPaymentCurrencies,
        providers: infos,
      }
    }
  })

  app.post(onrampQuoteRoute.path, async (request): Promise<OnrampQuoteResponse> => {
    const { body } = parseRequest(onrampQuoteRoute, request)
    const provider = pick(providers, body.provider, (candidate) => Boolean(candidate.quote))
    try {
      if (!provider?.quote) throw new OnrampCapabilityMissingError('No provider quotes')
      return await provider.quote(body)
    } catch (error) {
      request.log.warn({ err: error, provider: provider?.id }, 'onramp quote failed')
      return mockOnrampQuote(body)
    }
  })

  app.post(onrampUrlRoute.path, async (request): Promise<OnrampUrlResponse> => {
    const { body } = parseRequest(onrampUrlRoute, request)
    const { provider: wanted, ...rest } = body
    const provider = pick(providers, wanted, () => true)
    if (!provider) throw new NoOnrampProviderError()
    return provider.buildUrl(rest, request.project?.id ?? '')
  })

  app.get(fastifyPath(onrampPurchaseRoute.path), async (request): Promise<OnrampPurchase> => {
    const { params } = parseRequest(onrampPurchaseRoute, request)
    const purchase = await sandbox?.getPurchase(params.id)
    if (!purchase) throw new NotFoundError('Unknown purchase')
    return purchase
  })
}

/** The provider asked for (refused when unknown), else the first that can. */
function pick(
  providers: readonly OnrampProvider[],
  id: string | undefined,
  can: (provider: OnrampProvider) => boolean,
): OnrampProvider | undefined {
  if (id === undefined) return providers.find(can)
  const provider = providers.find((candidate) => candidate.id === id)
  if (!provider) throw new UnknownOnrampProviderError(id)
  return provider
}
