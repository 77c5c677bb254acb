# syntax=docker/dockerfile:1
# One target per deployable, each built with its workspace folder as WORKSPACE (docker-compose.yml
# passes both): docker build --target identity --build-arg WORKSPACE=subgraphs/identity .
# A final image holds that workspace's compiled output and its production dependencies, nothing
# else, so each area ships on its own.
FROM node:24-bookworm-slim AS node
WORKDIR /app

# The lockfile and every workspace's package.json, all that npm ci reads: the installs below stay
# cached until a dependency changes.
FROM node AS manifests
COPY . /src
RUN cd /src && find . -name package.json -not -path './node_modules/*' -exec cp --parents {} /app \; && cp package-lock.json .npmrc /app/

# Every workspace with every dependency, dev ones included: where everything is built.
FROM node AS source
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .

# The workspace's own build: a Node service's dist/main.js (esbuild: the service and the workspace
# packages it uses in one file), a remote's webpack bundles.
FROM source AS build
ARG WORKSPACE
RUN npm run build -w ${WORKSPACE}

# What every image runs as: not root, and the code is root's, so the process cannot change it.
FROM node AS runtime
ENV NODE_ENV=production HOST=0.0.0.0
USER node

# A Node service: its build and the third-party packages it needs (workspace packages are
# compiled in, so their links go).
FROM node AS service-deps
ARG WORKSPACE
COPY --from=manifests /app ./
RUN npm ci --omit=dev --no-audit --no-fund -w ${WORKSPACE} && rm -r node_modules/@predental

FROM runtime AS service
ARG WORKSPACE
COPY --from=service-deps /app/node_modules node_modules
COPY --from=build /app/${WORKSPACE}/dist ${WORKSPACE}/dist
WORKDIR /app/${WORKSPACE}
# A larger young generation: fewer scavenges, a tenth less CPU per request (bench:soak).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "dist/main.js"]

FROM service AS identity
FROM service AS academics
FROM service AS experience
FROM service AS schools
# The directory of dental schools loaded on first start, and its sourced figures loaded on each.
COPY subgraphs/schools/seed/dental-schools.csv subgraphs/schools/seed/school-figures.csv subgraphs/schools/seed/school-prerequisites.csv subgraphs/schools/seed/school-limits.csv subgraphs/schools/seed/school-short-names.csv subgraphs/schools/seed/school-letters.csv /app/subgraphs/schools/seed/
FROM service AS applications
FROM service AS gateway
COPY gateway/supergraph.graphql /app/gateway/
FROM service AS rest-bridge
FROM source AS shell-build
RUN npm run build -w shell
FROM service AS entry
COPY --from=shell-build /app/shell/dist /app/shell/dist

# A remote: its build, served by its own file server, bundled with express into one file (no node_modules).
FROM source AS remote-server
RUN npx esbuild packages/remote-server/src/serve-remote.ts --bundle --platform=node --target=node24 --outfile=/out/serve-remote.js

FROM runtime AS remote
ARG WORKSPACE
COPY --from=remote-server /out/serve-remote.js ./
COPY --from=build /app/${WORKSPACE}/dist ${WORKSPACE}/dist
WORKDIR /app/${WORKSPACE}
CMD ["node", "../serve-remote.js", "dist"]

FROM remote AS mfe-academics
FROM remote AS mfe-experience
FROM remote AS mfe-schools
FROM remote AS mfe-admin
FROM remote AS mfe-applications
