# One multi-stage Dockerfile, a target per process:
#   docker build --target gateway -t road-gremlin/gateway .
# Services run their TypeScript with tsx (as `npm start` does); the web app is built by Vite and
# served by the gateway.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true CI=true
COPY . .
RUN npm ci --no-audit --no-fund

FROM deps AS web-build
# A vector-tile style for the maps (unset: the offline dark map), baked in at build time.
ARG MAP_STYLE_URL=""
RUN cd apps/web && VITE_MAP_STYLE_URL="$MAP_STYLE_URL" npx vite build

FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=prod-deps /app /app
USER node

FROM runtime AS identity
WORKDIR /app/services/identity
EXPOSE 3001
CMD ["node", "--import", "tsx", "src/server.ts"]

FROM runtime AS trips
WORKDIR /app/services/trips
EXPOSE 3002
CMD ["node", "--import", "tsx", "src/server.ts"]

FROM runtime AS trips-worker
WORKDIR /app/services/trips
CMD ["node", "--import", "tsx", "src/worker.ts"]

FROM runtime AS community
WORKDIR /app/services/community
EXPOSE 3003
CMD ["node", "--import", "tsx", "src/server.ts"]

FROM runtime AS connections
WORKDIR /app/services/connections
EXPOSE 3004
CMD ["node", "--import", "tsx", "src/server.ts"]

FROM runtime AS admin-stats
WORKDIR /app/services/admin-stats
EXPOSE 3005
CMD ["node", "--import", "tsx", "src/server.ts"]

FROM runtime AS gateway
COPY --from=web-build --chown=node:node /app/apps/web/dist /app/apps/web/dist
WORKDIR /app/apps/gateway
EXPOSE 8080
CMD ["node", "--import", "tsx", "src/server.ts"]
