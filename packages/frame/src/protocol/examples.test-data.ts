import type { FrameRequestName } from './schemas.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const user = {
  email: 'ada@example.com',
  address,
  chainId: 1,
  accounts: [{ address, type: 'eoa' }],
  preferredAccountType: 'eoa',
}

/** A valid request payload and success payload for every message (`undefined`: none). */
export const frameMessageExamples: Record<
  FrameRequestName,
  { request: unknown; success: unknown }
> = {
  SWITCH_NETWORK: { request: { chainId: 31337 }, success: { chainId: 31337 } },
  CONNECT_EMAIL: { request: { email: 'ada@example.com' }, success: { action: 'VERIFY_OTP' } },
  CONNECT_DEVICE: { request: undefined, success: undefined },
  CONNECT_OTP: { request: { otp: '123456' }, success: undefined },
  GET_SOCIAL_REDIRECT_URI: {
    request: { provider: 'github' },
    success: { uri: 'http://wallet.localhost:8788/auth/start?attempt=1' },
  },
  CONNECT_SOCIAL: { request: { uri: 'airlock:attempt/1', chainId: 1 }, success: user },
  GET_SOCIAL_LINK_URI: {
    request: { provider: 'google' },
    success: { uri: 'http://wallet.localhost:8788/v1/frame/social/authorize/1' },
  },
  LINK_SOCIAL: {
    request: { uri: 'airlock:social/1?r=result' },
    success: { socialProvider: 'google', userName: 'ada' },
  },
  GET_FARCASTER_URI: {
    request: undefined,
    success: { url: 'https://farcaster.xyz/~/siwf?channelToken=ABCDEFGH' },
  },
  CONNECT_FARCASTER: { request: undefined, success: { userName: 'ada' } },
  CONNECT_PASSKEY: { request: { chainId: 1 }, success: user },
  GET_USER: { request: { chainId: 1, preferredAccountType: 'eoa' }, success: user },
  SIGN_OUT: { request: undefined, success: undefined },
  IS_CONNECTED: { request: undefined, success: { isConnected: true } },
  GET_CHAIN_ID: { request: undefined, success: { chainId: '1' } },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: undefined,
    success: { smartAccountEnabledNetworks: [31337] },
  },
  INIT_SMART_ACCOUNT: { request: undefined, success: { address, isDeployed: false } },
  SET_PREFERRED_ACCOUNT: {
    request: { type: 'smartAccount' },
    success: { type: 'smartAccount', address },
  },
  RPC_REQUEST: {
    request: { method: 'personal_sign', params: ['0x68656c6c6f', address] },
    success: '0x1234',
  },
  RPC_ABORT: { request: undefined, success: undefined },
  UPDATE_EMAIL: {
    request: { email: 'new@example.com' },
    success: { action: 'VERIFY_PRIMARY_OTP' },
  },
  UPDATE_EMAIL_PRIMARY_OTP: { request: { otp: '123456' }, success: undefined },
  UPDATE_EMAIL_SECONDARY_OTP: {
    request: { otp: '654321' },
    success: { newEmail: 'new@example.com' },
  },
  SYNC_THEME: {
    request: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#0af', '--w3m-z-index': 9 } },
    success: undefined,
  },
  SYNC_DAPP_DATA: {
    request: {
      projectId: 'demo',
      sdkType: 'appkit',
      sdkVersion: 'airlock-0.0.0',
      metadata: { name: 'Shop', description: 'A shop', url: 'http://localhost:5173', icons: [] },
    },
    success: undefined,
  },
  RELOAD: { request: undefined, success: undefined },
  EXPORT_WALLET: { request: undefined, success: undefined },
  FUNDING_ENDED: {
    request: { requestId: '6f1c2b0e-8a4d-4f7e-9b1a-3c5d7e9f1a2b' },
    success: undefined,
  },
}
