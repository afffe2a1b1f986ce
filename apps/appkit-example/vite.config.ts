import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  resolve: {
    // In this workspace the adapter's own folder holds wagmi 3 (its dev dependency); an app that
    // installs the adapter from npm gets its peer `@wagmi/core` (and viem, React) from the app.
    dedupe: ['@wagmi/core', 'viem', 'react', 'react-dom'],
  },
  server: { host: '127.0.0.1', port: 5174, strictPort: true },
  preview: { host: '127.0.0.1', port: 5174, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
