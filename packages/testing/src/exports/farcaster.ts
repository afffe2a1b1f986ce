export {
  type CreateFarcasterTestClientParameters,
  createFarcasterTestClient,
  type FarcasterSignIn,
  type FarcasterTestClient,
} from '../farcaster/createFarcasterTestClient.js'
export {
  devIdRegistryAbi,
  devIdRegistryCode,
  farcasterIdRegistryAddress,
} from '../farcaster/devIdRegistry.js'
export {
  type InstallDevIdRegistryParameters,
  installDevIdRegistry,
} from '../farcaster/installDevIdRegistry.js'
