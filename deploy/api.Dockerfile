# The API (services/api) on Node 24, from the checkout after `npm run build`:
#   npm ci && npm run build && docker build -f deploy/api.Dockerfile -t dental/api:latest .
# Environment (tools/cluster/topology.mjs, COMPONENTS.api.env): PORT, DATABASE_URL,
# DATABASE_REPLICA_URL, REDIS_URL, INSTANCE_NAME, TRUSTED_PROXIES.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
# The workspace manifests first, so the production install is cached until a dependency changes.
COPY package.json package-lock.json ./
COPY apps ./apps
COPY libs ./libs
COPY services ./services
COPY tools/package.json ./tools/package.json
COPY e2e/package.json ./e2e/package.json
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# Migrations run once per release (`node services/api/dist/cli.js migrate` as a Job), never by each replica.
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "services/api/dist/main.js"]
