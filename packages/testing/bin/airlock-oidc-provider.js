#!/usr/bin/env node
import '../dist/oidcProviderCli.js'
