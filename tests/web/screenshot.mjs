// Makes docs/studio.png: the studio with a 12x12 Friendly position and one piece's diagram.
// Usage (after tools/web build): node tests/web/screenshot.mjs
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import puppeteer from 'puppeteer-core';

import { root } from './load.mjs';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };
const server = http.createServer((req, res) => {
  const p = new URL(req.url, 'http://x').pathname;
  const file = path.join(root, 'web', p === '/' ? 'index.html' : path.normalize(p));
  if (!file.startsWith(path.join(root, 'web')) || !fs.existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aviary-chromium-'));
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, userDataDir,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1500, height: 940 });
  await page.goto(`http://127.0.0.1:${server.address().port}/?variant=friendly`);
  await page.waitForSelector('body[data-ready]');
  for (const [from, to] of [['e2', 'c3'], ['f10', 'f8'], ['h3', 'h5'], ['g10', 'g9']]) {
    await page.click(`[data-square="${from}"]`);
    await page.click(`[data-square="${to}"]`);
    if (await page.$eval('#chooser', (c) => !c.hidden)) await page.click('#chooser-options button');
  }
  await page.click('#piece-list [data-piece="S"]');
  await page.click('[data-square="g2"]');   // a piece picked: its targets shown
  await page.screenshot({ path: path.join(root, 'docs', 'studio.png'), clip: { x: 0, y: 0, width: 1500, height: 900 } });
  console.log(await page.$eval('#fen', (e) => e.value));
} finally {
  await browser.close();
  server.close();
  fs.rmSync(userDataDir, { recursive: true, force: true });
}
