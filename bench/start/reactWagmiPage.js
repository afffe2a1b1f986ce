// A React wagmi page's start with Airlock: what reactPage.js has, plus every network and the wagmi
// adapter (with @wagmi/core and viem), as @airlock/html's airlock-wagmi.js gives a page.
import * as wagmi from '@airlock/adapter-wagmi'
import * as networks from '@airlock/react/networks'
import * as page from './reactPage.js'

export const wagmiPage = { networks, page, wagmi }
