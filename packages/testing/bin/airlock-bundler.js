#!/usr/bin/env node
import '../dist/bundlerCli.js'
