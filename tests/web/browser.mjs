// What the browser tests and the page's bench share: a static server for the built page on
// 127.0.0.1, and Debian's chromium started headless through puppeteer-core (its flags: no
// sandbox as root, no GPU, no background connections, which this closed network refuses).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };

// Serves the files of `dir`; resolves to {base: "http://127.0.0.1:PORT/", close()}.
export async function serve(dir) {
  const site = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.join(site, path.normalize(name));
    if (!file.startsWith(site + path.sep) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  // close(): the server stops, open connections too (the page is then offline)
  return {
    base: `http://127.0.0.1:${server.address().port}/`,
    close: () => { server.close(); server.closeAllConnections(); },
  };
}

// The browser, headless; SUDOSAT_WEB_DUMPIO=1 shows its own output.
export function launch(executablePath = '/usr/bin/chromium') {
  return puppeteer.launch({
    executablePath,
    headless: true,
    dumpio: process.env.SUDOSAT_WEB_DUMPIO === '1',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}
