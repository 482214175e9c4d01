# The site's instance as a container image: built from this repository, run as `node`, not root.
# Not built in CI (no container engine there): tests/unit/stack-files.test.ts keeps its commands
# equal to the ones `npm run test:stack` runs (docs/stack.md).

# Build stage: install everything, build the production output (.output/).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Behind a TLS-inspecting proxy or with an own registry (docs/deploy.md):
# --build-arg BUILD_CA_CERT="$(cat company-ca.pem)" --build-arg NPM_REGISTRY=https://npm.example.com/
# A CA certificate is public; both stay in this stage, which the image does not ship.
ARG BUILD_CA_CERT=""
ARG NPM_REGISTRY=""
# npm install honours the lockfile (npm ci fails where the registry lacks other platforms' binaries).
RUN if [ -n "$BUILD_CA_CERT" ]; then printf '%s\n' "$BUILD_CA_CERT" > /tmp/build-ca.pem && export NODE_EXTRA_CA_CERTS=/tmp/build-ca.pem; fi \
  && if [ -n "$NPM_REGISTRY" ]; then export npm_config_registry="$NPM_REGISTRY"; fi \
  && npm install --no-audit --no-fund
COPY . .
RUN npm run build

# Run stage: the production output and what it reads at run time, nothing else.
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
# jemalloc, as `npm start` and the stack preload it (scripts/lib/production-server.ts): glibc's
# allocator kept the peaks of freed render buffers (docs/decisions/0083).
# apt-get clean: the package cache goes with or without the base image's docker-clean snippet.
RUN apt-get update && apt-get install -y --no-install-recommends libjemalloc2 \
  && apt-get clean && rm -rf /var/lib/apt/lists/* \
  && ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/local/lib/libjemalloc.so.2
ENV LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 MALLOC_CONF=background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0
WORKDIR /app
# The server bundle (it carries its own node_modules).
COPY --from=build /app/.output ./.output
# Migrations run at every start, and the blog follows content/blog (docs/deploy.md).
COPY --from=build /app/db/migrations ./db/migrations
COPY --from=build /app/content/blog ./content/blog
# Without DATABASE_URL: the embedded database (one instance only) in a volume the user can write.
RUN mkdir .data && chown node:node .data
VOLUME /app/.data
USER node
EXPOSE 3000
# Liveness: /healthz answers 200 while the process serves (readiness is /readyz, for the balancer).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (SHUTDOWN_DRAIN_SECONDS), then stops gracefully (SERVER_SHUTDOWN_TIMEOUT).
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=50", ".output/server/index.mjs"]
