import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { type AddressInfo, createServer as createTcpServer } from 'node:net'
import { createBlockchainApiClient, getAccountNfts } from '@airlock/blockchain-api'
import { devAccounts, devnetCollection } from '@airlock/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startTestStack, type TestStack } from '../test/startTestStack.js'

// The devnet collection's tokens 1-3 belong to account 0. Each test points the collection's base
// URI (`_base`, storage slot 6 of DevCollection) somewhere, then asks the server for the
// account's NFTs: the server reads `tokenURI` from the chain and the metadata from there.

type Listener = { port: number; paths: string[]; close: () => Promise<void> }

/** An HTTP service on loopback recording each request's path. */
async function startHttpListener(
  handle: (request: IncomingMessage, response: ServerResponse, port: number) => void,
): Promise<Listener> {
  const paths: string[] = []
  const server = createHttpServer((request, response) => {
    paths.push(request.url ?? '')
    handle(request, response, (server.address() as AddressInfo).port)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    paths,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A "service inside the network": it would hand out a secret to whoever asks. */
const internalAnswer = (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(
    JSON.stringify({ name: 'INTERNAL SERVICE: token=s3cr3t', image: 'https://x.example/i.png' }),
  )
}

let stack: TestStack
let internal: Listener
/** The one metadata host the operator allows over http on loopback. */
let allowed: Listener
const tcpConnections: string[] = []
const tcp = createTcpServer((socket) => {
  tcpConnections.push(String(socket.remotePort))
  socket.destroy()
})

beforeAll(async () => {
  internal = await startHttpListener(internalAnswer)
  allowed = await startHttpListener((request, response, port) => {
    const [, kind, id] = /^\/([a-z-]+)\/(\d+)$/.exec(request.url ?? '') ?? []
    if (kind === 'ri') {
      response.writeHead(302, { location: `http://127.0.0.1:${internal.port}/${id}` }).end()
      return
    }
    if (kind === 'rl') {
      const tcpPort = (tcp.address() as AddressInfo).port
      response.writeHead(302, { location: `https://localhost:${tcpPort}/${id}` }).end()
      return
    }
    if (kind === 'big') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ name: `Big #${id}`, description: 'x'.repeat(300 * 1024) }))
      return
    }
    const images: Record<string, string> = {
      '1': 'javascript:alert(document.domain)',
      '2': 'data:image/svg+xml;base64,PHN2Zy8+',
      '3': `http://127.0.0.1:${port}/image/3.svg`,
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ name: `Served #${id}`, image: images[id ?? ''] }))
  })
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve))
  stack = await startTestStack({
    nftMetadata: { allowHosts: [`127.0.0.1:${allowed.port}`] },
  })
}, 60_000)

afterAll(async () => {
  await stack?.stop()
  await internal?.close()
  await allowed?.close()
  await new Promise((resolve) => tcp.close(resolve))
})

/** Writes a base URI of under 32 bytes into DevCollection's `_base` (a short string slot). */
async function setBaseUri(baseUri: string) {
  const bytes = Buffer.from(baseUri)
  if (bytes.length > 31) throw new Error('a short string only')
  const slot = Buffer.alloc(32)
  bytes.copy(slot)
  slot[31] = bytes.length * 2
  await fetch(stack.rpcUrls.primary, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setStorageAt',
      params: [devnetCollection.address, '0x6', `0x${slot.toString('hex')}`],
    }),
  })
}

const nftsOfFirstAccount = async () =>
  (
    await getAccountNfts(
      createBlockchainApiClient({ baseUrl: stack.url, projectId: 'local-dev', retryCount: 0 }),
      { address: devAccounts[0].address, chainId: 'eip155:31337' },
    )
  ).data

// Each test starts with nothing read yet (a successful read is stored).
beforeEach(async () => {
  await stack.server.storage.query('delete from nft_metadata')
})

const fallbackNames = [1, 2, 3].map((id) => `${devnetCollection.name} #${id}`)

describe('NFT metadata reads', { timeout: 30_000 }, () => {
  test('F6: an NFT tokenURI pointing at a loopback host is never fetched', async () => {
    await setBaseUri(`http://127.0.0.1:${internal.port}/`)
    const nfts = await nftsOfFirstAccount()
    expect(nfts.map((nft) => nft.name)).toEqual(fallbackNames)
    expect(nfts.map((nft) => nft.image)).toEqual([null, null, null])
    expect(internal.paths).toEqual([])
  })

  test('F6: a tokenURI whose host resolves to loopback is refused before connecting', async () => {
    // https to a name: only the address it resolves to can stop it, at connect time.
    await setBaseUri(`https://localhost:${(tcp.address() as AddressInfo).port}/`)
    const nfts = await nftsOfFirstAccount()
    expect(nfts.map((nft) => nft.name)).toEqual(fallbackNames)
    expect(tcpConnections).toEqual([])
  })

  test('F6: a redirect from an allowed host to an internal one is not followed', async () => {
    await setBaseUri(`http://127.0.0.1:${allowed.port}/ri/`)
    expect((await nftsOfFirstAccount()).map((nft) => nft.name)).toEqual(fallbackNames)
    await setBaseUri(`http://127.0.0.1:${allowed.port}/rl/`)
    expect((await nftsOfFirstAccount()).map((nft) => nft.name)).toEqual(fallbackNames)
    expect(allowed.paths).toContain('/ri/1')
    expect(internal.paths).toEqual([])
    expect(tcpConnections).toEqual([])
  })

  test('F6: metadata over the size cap is dropped', async () => {
    await setBaseUri(`http://127.0.0.1:${allowed.port}/big/`)
    expect((await nftsOfFirstAccount()).map((nft) => nft.name)).toEqual(fallbackNames)
  })

  test('F6: an image is handed out only as https, ipfs, an image data URL or an allowed host', async () => {
    await setBaseUri(`http://127.0.0.1:${allowed.port}/meta/`)
    const nfts = await nftsOfFirstAccount()
    expect(nfts.map((nft) => nft.name)).toEqual(['Served #1', 'Served #2', 'Served #3'])
    expect(nfts.map((nft) => nft.image)).toEqual([
      null,
      'data:image/svg+xml;base64,PHN2Zy8+',
      `http://127.0.0.1:${allowed.port}/image/3.svg`,
    ])
  })
})
