/**
 * The exact third-party versions a generated app pins: the ones the Airlock workspace builds and
 * tests with (`starterVersions.test.ts` holds them to it), Vite 8 and its Vue plugin as in the
 * release check's apps, vue-tsc for the Vue app's `typecheck`, and a Next.js that runs on Node 20.
 */
export const starterVersions = {
  '@tanstack/react-query': '5.108.0',
  '@types/node': '20.19.43',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  '@vitejs/plugin-react': '6.3.0',
  '@vitejs/plugin-vue': '6.0.11',
  '@wagmi/core': '3.6.5',
  ethers: '6.16.0',
  next: '16.4.6',
  react: '19.3.1',
  'react-dom': '19.3.1',
  typescript: '5.9.3',
  viem: '2.57.20',
  vite: '8.3.8',
  vue: '3.5.45',
  'vue-tsc': '3.3.14',
  wagmi: '3.7.7',
} as const

export type StarterDependency = keyof typeof starterVersions
