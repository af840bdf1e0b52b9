# The lab's site and inquiry server in one image (docs/deploy.md, "Docker").
#   docker build -t lab-site .
#   docker run -d --name lab-site -p 127.0.0.1:4173:4173 -v lab-site-data:/data lab-site
# The build stages carry the compilers and devDependencies; the final image
# holds only the built release, the runtime packages and the two launchers.

# Compilers for better-sqlite3, which node-gyp builds when no prebuilt binary
# can be downloaded (e.g. GitHub is out of reach). npm_config_nodedir points
# node-gyp at the headers the node image ships, so it needs no download either.
FROM node:20-slim AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
WORKDIR /app

# The build: every dependency, then `npm run build` writes dist-releases/<id>/
# (site/ and server/) and points dist-releases/current at it.
FROM toolchain AS build
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The Kakao map's key goes into the pages at build time: --build-arg KAKAO_APP_KEY=...
ARG KAKAO_APP_KEY=
RUN npm run build

# The packages the server and the inquiries CLI import, nothing else.
FROM toolchain AS runtime-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-slim
ENV NODE_ENV=production DATA_DIR=/data
WORKDIR /app
# Owned by root and not writable by the server's user: only /data is.
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY src/siteServer/launch/ ./src/siteServer/launch/
COPY src/siteServer/cli/inquiries.mjs ./src/siteServer/cli/
COPY --from=build /app/dist-releases/ ./dist-releases/
# `dist` is a link into the current release, as the build leaves it outside the image.
RUN ln -s dist-releases/current/site dist \
  && mkdir -m 0700 /data \
  && chown node:node /data
USER node
VOLUME /data
EXPOSE 4173
# node:20-slim has no curl; node's fetch asks on the port the server listens on.
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 4173}/healthz`, { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server finishes the requests in flight on SIGTERM and exits within 8 s,
# inside the 10 s `docker stop` waits before SIGKILL.
STOPSIGNAL SIGTERM
# node itself rather than `npm start`: the server is then PID 1 and gets
# `docker stop`'s SIGTERM straight, with no npm process beside it (about 40 MB
# and a few hundred ms at start) and no npm log files written in the image.
# start.mjs finds no tsx here, so it never builds: it runs dist-releases/current/server/main.mjs.
CMD ["node", "src/siteServer/launch/start.mjs"]
