#!/usr/bin/env node
import '../dist/mailSinkCli.js'
