import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    // <appkit-button> and the other <appkit-*> tags are custom elements, registered by createAppKit.
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('appkit-') } } }),
  ],
})
