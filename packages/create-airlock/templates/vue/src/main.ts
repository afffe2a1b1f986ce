import { createApp } from 'vue'
import App from './App.vue'
// Creates the Airlock instance (and registers <appkit-button>) before the app mounts.
import './appKit'

createApp(App).mount('#app')
