import { Ethers5Adapter } from '@airlock/adapter-ethers/ethers5'
// ethers 5, installed beside ethers 6 under this alias (see vite.config.ts).
import { ethers } from 'ethers5'
import { evmNetworks, projectId, relayUrl } from '../config.js'
import { EthersPanels, type EthersSide } from './EthersPanels.js'
import type { DemoAdapter } from './types.js'

function web3Provider(walletProvider: unknown) {
  // 'any': the wallet may change chains under this provider.
  return new ethers.providers.Web3Provider(
    walletProvider as ethers.providers.ExternalProvider,
    'any',
  )
}

const side: EthersSide = {
  label: 'ethers 5',
  async read(walletProvider, address) {
    const provider = web3Provider(walletProvider)
    const signer = provider.getSigner(address)
    return { address: await signer.getAddress(), chainId: (await provider.getNetwork()).chainId }
  },
  sign: (walletProvider, address, message) =>
    web3Provider(walletProvider).getSigner(address).signMessage(message),
  async send(walletProvider, address, to) {
    const signer = web3Provider(walletProvider).getSigner(address)
    return (await signer.sendTransaction({ to, value: ethers.utils.parseEther('0.001') })).hash
  },
}

export const demoAdapter: DemoAdapter = {
  adapter: new Ethers5Adapter({
    networks: [...evmNetworks],
    projectId,
    walletConnect: { relayUrl },
  }),
  Root: ({ children }) => children,
  Panels: () => <EthersPanels side={side} />,
}
