# Samudra in a container (docs/deploy.md, "In a container"; deploy/compose.yaml runs it with
# PostgreSQL and an S3-compatible store). Two stages: the first installs everything and makes
# the release, the second holds the pruned release and nothing else, and runs as a non-root user.
# The suite runs this file's steps outside a container (tests/resilience/release.test.ts):
# scripts/release.sh as below, then the CMD with the runtime ENV, checked by the HEALTHCHECK.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first: this layer is reused until package.json or package-lock.json change.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN sh scripts/release.sh --system-node

FROM node:24-bookworm-slim
# The glibc settings and the CMD's flags are the ones `npm start` uses (scripts/server-flags.mjs;
# a unit test keeps them in step). HOST is left to the server: 0.0.0.0 once DEMO_MODE=false or
# DATABASE_URL is set, loopback only in the demo mode of a bare `docker run`.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root, so the server cannot change its own code; it writes to /data only.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=256", "--initial-old-space-size=96", "--liftoff-only", "server.ts"]
