# The documentation site as a container: built with Node.js, served by nginx as a non-root user on
# port 8080, with the server block the build generates (README, "Deploying").
#
#   docker build -t nestjs-docs .
#   docker run --rm -p 8080:8080 nestjs-docs          # http://localhost:8080/
#
# Configuration is read at build time (README, "Configuration"): pass it as build arguments, e.g.
#   docker build --build-arg CONSULTING_URL=https://enterprise.nestjs.com -t nestjs-docs .

FROM node:20-bookworm-slim AS build
WORKDIR /site
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG CONSULTING_URL
ARG NEWSLETTER_ENDPOINT
ARG NEWSLETTER_TOKEN
ARG ALGOLIA_APP_ID
ARG ALGOLIA_API_KEY
ARG ALGOLIA_INDEX_NAME
RUN npm run build

FROM nginxinc/nginx-unprivileged:1.28-alpine
COPY --from=build /site/host/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site/build /usr/share/nginx/html
EXPOSE 8080
