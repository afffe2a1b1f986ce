import { EthersAdapter } from '@airlock/adapter-ethers'
import { BrowserProvider, type Eip1193Provider, parseEther } from 'ethers'
import { evmNetworks, projectId, relayUrl } from '../config.js'
import { EthersPanels, type EthersSide } from './EthersPanels.js'
import type { DemoAdapter } from './types.js'

const side: EthersSide = {
  label: 'ethers 6',
  async read(walletProvider, address) {
    const provider = new BrowserProvider(walletProvider as Eip1193Provider)
    const signer = await provider.getSigner(address)
    return {
      address: await signer.getAddress(),
      chainId: Number((await provider.getNetwork()).chainId),
    }
  },
  async sign(walletProvider, address, message) {
    const signer = await new BrowserProvider(walletProvider as Eip1193Provider).getSigner(address)
    return signer.signMessage(message)
  },
  async send(walletProvider, address, to) {
    const signer = await new BrowserProvider(walletProvider as Eip1193Provider).getSigner(address)
    return (await signer.sendTransaction({ to, value: parseEther('0.001') })).hash
  },
}

export const demoAdapter: DemoAdapter = {
  adapter: new EthersAdapter({
    networks: [...evmNetworks],
    projectId,
    walletConnect: { relayUrl },
  }),
  Root: ({ children }) => children,
  Panels: () => <EthersPanels side={side} />,
}
