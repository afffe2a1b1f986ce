/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The project id the Airlock server knows; default `local-dev`, the local server's. */
  readonly VITE_PROJECT_ID?: string
}
