import { defineAirlockProject } from '../../vitest.shared.js'

export default defineAirlockProject({
  test: {
    name: 'react',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // The AppKit compatibility suite's type-level half (src/compat/*.test-d.tsx).
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.{ts,tsx}'],
      tsconfig: './tsconfig.json',
    },
  },
})
