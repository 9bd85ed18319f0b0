// A plain static file server for the web app without a server (build/web, `make web`), as any
// static host would serve it: files of one folder under a path of the site (not the root, to
// show that the site works on any path, as on GitHub Pages' /<repository>/), gzip when the
// browser accepts it and an ETag (as GitHub Pages does, so that a file asked for again comes back
// as a 304 without its body), no puzzlesmith process. Counts what it sends.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.gz': 'application/gzip',
};
const PACKED = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.wasm', '.webmanifest', '.json', '.txt']);

// Serves `dir` at http://127.0.0.1:PORT`prefix`; resolves to {url, close(), sent, requests, swap(dir)}.
// `sent` counts the bytes of the bodies sent; `requests` lists the paths asked for; swap() serves
// another folder from then on (a new version of the site).
export function serveStatic(dir, prefix = '/puzzlesmith/') {
  const state = { dir, sent: 0, requests: [] };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    state.requests.push(url.pathname);
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404).end('not here');
      return;
    }
    let path = decodeURIComponent(url.pathname.slice(prefix.length)) || 'index.html';
    path = normalize(path);
    if (path.startsWith('..')) {
      res.writeHead(403).end();
      return;
    }
    let body;
    try {
      body = await readFile(join(state.dir, path));
    } catch (e) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const ext = extname(path);
    const tag = `"${createHash('sha1').update(body).digest('hex').slice(0, 20)}"`;
    const headers = {
      'Content-Type': TYPES[ext] || 'application/octet-stream',
      'Cache-Control': 'no-cache',
      ETag: tag,
    };
    if (req.headers['if-none-match'] === tag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (PACKED.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      body = gzipSync(body, { level: 6 });
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    state.sent += body.length;
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}${prefix}`,
        get sent() {
          return state.sent;
        },
        set sent(v) {
          state.sent = v;
        },
        requests: state.requests,
        swap(other) {
          state.dir = other;
        },
        close: () => new Promise((r) => server.close(r)),
      });
    });
  });
}
