import type { Address, Hex } from 'viem'

/**
 * Farcaster's IdRegistry on Optimism. The local chain gets the dev registry at the same address,
 * so a server set up for Optimism only needs its RPC changed.
 */
export const farcasterIdRegistryAddress: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** The dev registry's interface: Farcaster's `idOf` and `custodyOf`, and a self-service `register`. */
export const devIdRegistryAbi = [
  {
    anonymous: false,
    inputs: [
      {
        indexed: true,
        internalType: 'address',
        name: 'to',
        type: 'address',
      },
      {
        indexed: true,
        internalType: 'uint256',
        name: 'id',
        type: 'uint256',
      },
    ],
    name: 'Register',
    type: 'event',
  },
  {
    inputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256',
      },
    ],
    name: 'custodyOf',
    outputs: [
      {
        internalType: 'address',
        name: '',
        type: 'address',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'idCounter',
    outputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      {
        internalType: 'address',
        name: '',
        type: 'address',
      },
    ],
    name: 'idOf',
    outputs: [
      {
        internalType: 'uint256',
        name: '',
        type: 'uint256',
      },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'register',
    outputs: [
      {
        internalType: 'uint256',
        name: 'fid',
        type: 'uint256',
      },
    ],
    stateMutability: 'nonpayable',
    type: 'function',
  },
] as const

/**
 * The runtime code of `contracts/DevIdRegistry.sol` (solc 0.8.30, optimizer 200 runs, cancun), put
 * at an address with `anvil_setCode`: it has no constructor, so its storage starts empty. A test
 * compiles the source again and compares.
 */
export const devIdRegistryCode: Hex = [
  '0x608060405234801561000f575f5ffd5b506004361061004a575f3560e01c80631aa3a0081461004e57806365269e47',
  '14610069578063d94fe832146100a9578063eb08ab28146100c8575b5f5ffd5b6100566100d1565b6040519081526020',
  '015b60405180910390f35b610091610077366004610186565b60016020525f90815260409020546001600160a01b0316',
  '81565b6040516001600160a01b039091168152602001610060565b6100566100b736600461019d565b5f602081905290',
  '8152604090205481565b61005660025481565b335f908152602081905260408120541561011a5760405162461bcd60e5',
  '1b81526020600482015260066024820152651a185cc81a5960d21b604482015260640160405180910390fd5b60025f81',
  '54610128906101ca565b9182905550335f81815260208181526040808320859055848352600190915280822080546001',
  '600160a01b031916841790555192935083927e7dc6ab80cc84c043b7b8d4fcafc802187470087f7ea7fccd2e17aecd02',
  '56a19190a390565b5f60208284031215610196575f5ffd5b5035919050565b5f602082840312156101ad575f5ffd5b81',
  '356001600160a01b03811681146101c3575f5ffd5b9392505050565b5f600182016101e757634e487b7160e01b5f5260',
  '1160045260245ffd5b506001019056fea264697066735822122015b4b4b5b6e3e4b760a4e1005169c0d72f9521b2ce1e',
  '7bb8051930c325222c7564736f6c634300081e0033',
].join('') as Hex
