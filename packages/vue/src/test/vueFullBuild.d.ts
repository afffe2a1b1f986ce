// Vue's full build (runtime and template compiler), for tests whose templates compile at run time.
declare module 'vue/dist/vue.esm-bundler.js' {
  export { createApp } from 'vue'
}
