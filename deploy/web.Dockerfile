# The static web: Debian's nginx serving the built shell, remotes and the patients' public page, with the configuration
# `npm run cluster` uses (tools/cluster/nginx-conf.mjs), pointed at the `api` Service.
#   npm ci && npm run build && docker build -f deploy/web.Dockerfile -t dental/web:latest .
FROM node:24-bookworm-slim AS conf
WORKDIR /src
COPY package.json package-lock.json ./
COPY tools ./tools
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspaces=false && node tools/cluster/nginx-conf.mjs --image > /nginx.conf

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends nginx && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /var/lib/nginx/tmp && chmod 1777 /var/lib/nginx/tmp
COPY --from=conf /nginx.conf /etc/nginx/nginx.conf
COPY apps/shell/dist /usr/share/dental/shell
COPY apps/calendar/dist /usr/share/dental/remotes/calendar
COPY apps/patients/dist /usr/share/dental/remotes/patients
COPY apps/settings/dist /usr/share/dental/remotes/settings
COPY apps/reports/dist /usr/share/dental/remotes/reports
COPY apps/booking/dist /usr/share/dental/pages/booking
COPY deploy/remotes.json /usr/share/dental/remotes.json
EXPOSE 8080
CMD ["nginx", "-e", "/dev/stderr", "-g", "daemon off;"]
