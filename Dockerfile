# syntax=docker/dockerfile:1
# Multi-stage image of the shop: one process serving the API and the built storefront.
# Node 24 LTS, as .nvmrc (package.json engines says which versions the dependencies accept).

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# The storefront is bundled at build time, so its packages are devDependencies; --omit=optional
# also drops the Prisma CLI, Studio and TypeScript, which npm keeps otherwise as optional peers of
# @prisma/client (about 230 MB). No runtime dependency needs an optional package (a test checks).
RUN npx nx run-many -t build -p api web --output-style=static \
 && npm prune --omit=dev --omit=optional --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
# Given at run time, never baked in (production refuses to start without them): COOKIE_SECRET, PUBLIC_URL.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/.data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/prisma ./prisma
# The one-shot migration step of docker-compose.yml (runs the built migrator; no tsx in this image)
# and the health check, which follows PORT and HOST.
COPY --from=build --chown=node:node /app/tools/scripts/migrate.mjs /app/tools/scripts/healthcheck.mjs ./tools/scripts/
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 CMD ["node", "tools/scripts/healthcheck.mjs"]
# Migrations are applied by the server at start-up (see libs/api/database), unless
# MIGRATE_ON_START=false leaves them to `node tools/scripts/migrate.mjs` (replicas).
CMD ["node", "dist/api/apps/api/src/main.js"]
