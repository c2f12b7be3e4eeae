#!/usr/bin/env node
/**
 * nginx's configuration for the cluster's edge, generated from the topology: balances the API
 * instances, upgrades /socket.io/ to a WebSocket, serves the built shell (with the single-page
 * app's fallback), the remotes under /remotes/<name>/ and the patients' public pages (/booking/, with
 * its index at /r/…, /o/…, /book/…), and sends the same security headers and
 * Content-Security-Policy as `npm start`'s edge (tools/platform/static-server.mjs renders them),
 * with a branch's booking page framed only by the sites its settings name: before /book/{slug} is
 * served, nginx asks the API for the page's frame-ancestors (auth_request), as public-pages.mjs does.
 *
 *   node tools/cluster/nginx-conf.mjs --image   prints the configuration of deploy/web.Dockerfile
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_PAGES, REMOTES } from '../platform/config.mjs';
import { IMMUTABLE, REVALIDATE, securityHeaders } from '../platform/static-server.mjs';
import { COMPONENTS } from './topology.mjs';

/** A Host that cannot occur: where the CSP names the page's own WebSocket origin, nginx puts `$csp_sockets`. */
const HOST_MARK = 'csp-host.invalid:1';

/**
 * @param {object} o
 * @param {string} o.prefix          nginx's working folder (temp files, pid)
 * @param {number} o.port            the balanced port
 * @param {{ address: string, directPort?: number }[]} o.instances  the API instances (host:port)
 * @param {string} o.shellRoot       the built shell
 * @param {Record<string, string>} o.remoteRoots  remote name -> its built folder
 * @param {Record<string, string>} [o.pageRoots]  public page name -> its built folder (config.mjs PUBLIC_PAGES)
 * @param {string} o.remotesJson     the file served as /remotes.json
 * @param {string} [o.mimeTypes]     Debian's mime.types
 */
export function nginxConf({ prefix, port, instances, shellRoot, remoteRoots, pageRoots = {}, remotesJson, mimeTypes = '/etc/nginx/mime.types' }) {
  const manifest = () => readJson(remotesJson);
  const shellHeaders = edgeHeaders({ cors: false, csp: { remotesManifest: manifest } });
  const remoteHeaders = { ...edgeHeaders({ cors: true }), 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
  const framedHeaders = bookingPageHeaders(shellHeaders);
  const upstreams = [
    upstream('api', instances.map((i) => i.address)),
    ...instances.filter((i) => i.directPort).map((i, n) => upstream(`api_${n + 1}`, [i.address])),
  ];
  const servers = [
    server(port, 'api'),
    ...instances.filter((i) => i.directPort).map((i, n) => server(i.directPort, `api_${n + 1}`)),
  ];

  function server(listen, api) {
    return `
  server {
    listen ${listen};
    server_name _;
    root ${shellRoot};

    # Proxied answers are the API's own: the edge adds no headers to them.
    location ^~ /api/ {
      proxy_pass http://${api};
${proxyHeaders('      ')}
      proxy_set_header Connection "";
      proxy_read_timeout 120s;
    }

    # The live channel: a WebSocket (the browser's socket.io client uses no polling), so no sticky sessions.
    location ^~ /socket.io/ {
      proxy_pass http://${api};
${proxyHeaders('      ')}
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
    }

    location = /remotes.json {
      alias ${remotesJson};
      default_type application/json;
${headerLines(shellHeaders, '      ')}
    }
${Object.entries(remoteRoots)
  .map(
    ([name, root]) => `
    location ^~ /remotes/${name}/ {
      alias ${root}/;
${headerLines(remoteHeaders, '      ')}
      try_files $uri =404;
    }`,
  )
  .join('')}
${Object.entries(pageRoots)
  .map(
    ([name, root]) => `
    # The patients' public page ${name}: its files, and its index for every address under its paths.
    location ^~ /${name}/ {
      alias ${root}/;
${headerLines(shellHeaders, '      ')}
      try_files $uri =404;
    }
${
  PUBLIC_PAGES[name].paths.includes(BOOK_PREFIX)
    ? `
    # A branch's booking page /book/{slug}: framed only by the sites of its settings (the API's answer, asked per load).
    location ~ "^/book/[a-z0-9-]{1,60}/?$" {
      root ${root};
      auth_request /_booking_frame_ancestors;
      auth_request_set $frame_ancestors $upstream_http_x_frame_ancestors;
${headerLines(framedHeaders, '      ')}
      try_files /index.html =404;
    }
    location = /_booking_frame_ancestors {
      internal;
      proxy_pass http://${api}/api/public/booking/$booking_slug/frame-ancestors;
${proxyHeaders('      ')}
      proxy_set_header Connection "";
      proxy_pass_request_body off;
      proxy_set_header Content-Length "";
      # No such page, or the API down: the page (or its 404 screen) is still served, framed by nobody.
      proxy_intercept_errors on;
      error_page 400 404 500 502 503 504 = @frame_nobody;
    }
    location @frame_nobody {
      return 204;
    }`
    : ''
}
    location ~ ^(${PUBLIC_PAGES[name].paths.map((prefix) => prefix.replace(/\/$/, '')).join('|')})/. {
      root ${root};
${headerLines(shellHeaders, '      ')}
      try_files /index.html =404;
    }`,
  )
  .join('')}

    # A path with an extension is a file or nothing; every other path is a route of the single-page app.
    location ~ \\.[A-Za-z0-9]+$ {
${headerLines(shellHeaders, '      ')}
      try_files $uri =404;
    }

    location / {
${headerLines(shellHeaders, '      ')}
      try_files $uri /index.html;
    }

    location @api_down {
      default_type application/json;
      return 502 '{"error":{"code":"BAD_GATEWAY","message":"Upstream unavailable"}}';
    }
    error_page 502 504 = @api_down;
  }`;
  }

  return `# Generated by tools/cluster/nginx-conf.mjs from tools/cluster/topology.mjs: edit those, not this file.
worker_processes 1;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }

http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log off;
  server_tokens off;
  sendfile on;
  client_max_body_size 50m;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  gzip on;
  gzip_min_length 1024;
  gzip_types text/css application/javascript application/json image/svg+xml text/plain;

  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  # The booking page's slug, from the address the browser asked for (a subrequest keeps the main request's URI).
  map $request_uri $booking_slug { "~^/book/(?<slug>[a-z0-9-]{1,60})/?(\\?.*)?$" $slug; default ""; }
  # The booking page's frame-ancestors as the API answered them; none answered: nobody.
  map $frame_ancestors $frame_ancestors_policy { "" "'none'"; default $frame_ancestors; }
  # The page's own WebSocket origin for connect-src, only from a plain host[:port] (nothing that could end a CSP source list).
  map $http_host $csp_sockets { "~^(?<h>[A-Za-z0-9.-]+(:[0-9]+)?)$" "ws://$h wss://$h"; default ""; }
  # Names a release overwrites in place are revalidated; everything else carries a content hash.
  map $uri $edge_cache { "~(^|/)(${[...REVALIDATE].map((n) => n.replaceAll('.', '\\.')).join('|')})$" "no-cache"; default "${IMMUTABLE}"; }
${upstreams.join('\n')}
${servers.join('\n')}
}
`;
}

/**
 * An upstream of API instances. proxy_next_upstream stays nginx's default (error, timeout): a
 * request is retried on the next instance only when it could not be sent; a write already sent
 * is never repeated (no non_idempotent), so a killed instance never books anything twice.
 */
function upstream(name, addresses) {
  return `  upstream ${name} {
${addresses.map((a) => `    server ${a} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 16;
  }`;
}

/** The API limits sign-ins per client address, so the edge states the socket's own address and drops whatever the client claimed. */
function proxyHeaders(indent) {
  return [
    'proxy_http_version 1.1;',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host $http_host;',
    'proxy_set_header X-Forwarded-Port "";',
    'proxy_set_header Forwarded "";',
  ]
    .map((line) => indent + line)
    .join('\n');
}

const BOOK_PREFIX = '/book/';

/** The shell's headers for a booking page: its frame-ancestors from the API's answer (`$frame_ancestors_policy`), and no X-Frame-Options (it knows no list of origins). */
function bookingPageHeaders(shellHeaders) {
  const { 'x-frame-options': _deny, ...headers } = shellHeaders;
  const csp = headers['content-security-policy'];
  if (!/frame-ancestors [^;]*/.test(csp)) throw new Error('the edge CSP names frame-ancestors');
  return { ...headers, 'content-security-policy': csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors $frame_ancestors_policy') };
}

function headerLines(headers, indent) {
  return [...Object.entries(headers), ['cache-control', '$edge_cache']]
    .map(([name, value]) => `${indent}add_header ${name} "${value.replaceAll(`ws://${HOST_MARK} wss://${HOST_MARK}`, '$csp_sockets').replaceAll('"', '\\"')}" always;`)
    .join('\n');
}

/** The headers static-server.mjs's helmet sends, rendered once (the remotes' origins from the manifest as it is now). */
export function edgeHeaders({ cors, csp }) {
  const headers = {};
  const res = {
    locals: {},
    setHeader: (name, value) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name) => void delete headers[name.toLowerCase()],
    getHeader: (name) => headers[name.toLowerCase()],
  };
  let failure;
  securityHeaders({ cors, csp })({ headers: { host: HOST_MARK }, method: 'GET', url: '/' }, res, (error) => (failure = error));
  if (failure) throw failure;
  return headers;
}

function readJson(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The web image's configuration (deploy/web.Dockerfile): the API behind its Kubernetes Service, files under /usr/share/dental. */
export function imageNginxConf() {
  const root = '/usr/share/dental';
  return nginxConf({
    prefix: '/var/lib/nginx',
    port: COMPONENTS.web.port,
    instances: [{ address: `api:${COMPONENTS.api.port}` }],
    shellRoot: `${root}/shell`,
    remoteRoots: Object.fromEntries(REMOTES.map((name) => [name, `${root}/remotes/${name}`])),
    pageRoots: Object.fromEntries(Object.keys(PUBLIC_PAGES).map((name) => [name, `${root}/pages/${name}`])),
    remotesJson: `${root}/remotes.json`,
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--image')) {
    console.error('usage: nginx-conf.mjs --image');
    process.exit(2);
  }
  process.stdout.write(imageNginxConf());
}
