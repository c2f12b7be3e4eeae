import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import { PUBLIC_PAGES, ROOT } from './config.mjs';

/**
 * The edge's public pages (config.mjs PUBLIC_PAGES, apps/booking): `/<name>/…` is the page's files
 * and every address under its paths (`/r/{token}`, `/book/{slug}`) its index.html, from the build
 * that is live: the live train's release of the page when it is there, else the checkout's build.
 * Read per request (train.json is tiny), so promoting a train switches the page's next load, as
 * /remotes.json switches the remotes.
 */

/** The folder a web module is served from: its release in the live train, else `apps/<name>/dist`. */
export function liveRoot(module, { trainFile, releasesDir }) {
  const release = liveRelease(module, { trainFile, releasesDir });
  return release ?? path.join(ROOT, 'apps', module, 'dist');
}

function liveRelease(module, { trainFile, releasesDir }) {
  if (!existsSync(trainFile)) return null;
  let version;
  try {
    version = JSON.parse(readFileSync(trainFile, 'utf8')).modules?.[module]?.version;
  } catch {
    return null; // being rewritten, or not ours: the checkout's build answers
  }
  const root = version && path.join(releasesDir, module, version);
  return root && existsSync(path.join(root, 'index.html')) ? root : null;
}

/**
 * The web sites that may show a page in an iframe: the booking page of a branch names them in its
 * online-booking settings (issue 27, `embed_origins`); every other page, none.
 */
export async function allowFraming(res, origins) {
  if (!origins?.length) return;
  const policy = String(res.getHeader('content-security-policy') ?? '');
  const ancestors = `frame-ancestors ${origins.join(' ')}`;
  res.setHeader('content-security-policy', /frame-ancestors [^;]*/.test(policy) ? policy.replace(/frame-ancestors [^;]*/, ancestors) : policy ? `${policy};${ancestors}` : ancestors);
  // X-Frame-Options knows no list of origins: frame-ancestors alone decides (browsers prefer it).
  res.removeHeader('x-frame-options');
}

/**
 * One router for every public page. `roots` gives each page's folder per request (liveRoot, or a
 * fixed folder in tests); `setHeaders` is the edge's cache policy for files; `embedOrigins` (path)
 * the origins that may frame that page's index (the booking page's, asked of the API).
 */
export function publicPages({ roots, setHeaders, pages = PUBLIC_PAGES, embedOrigins = async () => null }) {
  const router = express.Router();
  const statics = new Map();
  const staticOf = (root) => {
    if (!statics.has(root)) statics.set(root, express.static(root, { fallthrough: false, index: false, setHeaders }));
    return statics.get(root);
  };
  for (const [name, { paths }] of Object.entries(pages)) {
    router.use(`/${name}`, (req, res, next) => staticOf(roots[name]())(req, res, next));
    router.get(
      paths.map((prefix) => `${prefix}*splat`),
      async (req, res, next) => {
        res.setHeader('cache-control', 'no-cache');
        await allowFraming(res, await embedOrigins(req.path).catch(() => null));
        res.sendFile('index.html', { root: roots[name]() }, (error) => error && next(error));
      },
    );
  }
  return router;
}
