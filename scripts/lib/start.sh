#!/bin/sh
# `npm start`: the production build as the stack and the container start it
# (scripts/lib/production-server.ts): jemalloc preloaded when Debian's libjemalloc2 is installed
# (docs/decisions/0083), then Node with the production flags. `exec`: the server is this process, so
# SIGTERM reaches it directly.
case "$(uname -m)" in aarch64 | arm64) triplet=aarch64-linux-gnu ;; *) triplet=x86_64-linux-gnu ;; esac
jemalloc="/usr/lib/$triplet/libjemalloc.so.2"
if [ -z "${LD_PRELOAD:-}" ] && [ -f "$jemalloc" ]; then
  export LD_PRELOAD="$jemalloc"
  export MALLOC_CONF="${MALLOC_CONF:-background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0}"
fi
exec node --max-semi-space-size=16 --heap-growing-percent=50 --env-file-if-exists=.env .output/server/index.mjs
