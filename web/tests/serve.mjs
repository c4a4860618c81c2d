// What the browser tests share: a static server for a built page on a free port of
// 127.0.0.1, and the flags that run Debian's Chromium headless with WebGL in software.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.json': 'application/json', '.png': 'image/png' };

// Serves `dir`; resolves to the listening server.
export function serve(dir) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(root, name === '/' ? 'index.html' : name);
    if (!file.startsWith(root) || !fs.existsSync(file)) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

// The page's address on `server`.
export const pageUrl = (server) => `http://127.0.0.1:${server.address().port}/index.html`;

export const browserArgs = ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run'];

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The built page's folder and the folder for screenshots, from the command line
// (`node test.mjs [dist] [out-dir]`); the second is made if missing.
export function folders() {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const outDir = path.resolve(process.argv[3] ?? 'target/web-tests');
  fs.mkdirSync(outDir, { recursive: true });
  return { dist, outDir };
}

// Checks that print "ok" or "FAILED" with what they check, and count the failures. With
// TEST_TIMES=1 each line starts with the seconds since the checks began (where a slow run
// spends its time).
export function checks() {
  let failures = 0;
  const start = Date.now();
  const when = () => (process.env.TEST_TIMES ? `[${((Date.now() - start) / 1000).toFixed(1)} s] ` : '');
  return {
    check(ok, what) {
      console.log(`${when()}${ok ? 'ok' : 'FAILED'}: ${what}`);
      if (!ok) failures += 1;
    },
    failures: () => failures,
  };
}
