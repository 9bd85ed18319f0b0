// Times first loads of the web app's pages, two sets of web files side by side (docs/benchmarks.md,
// "Web app: time until a page can be used"): a server of its own for each (`--web-dir`), the pages
// of both alternated in one browser, RUNS times; prints each page's medians and every run, ms
// from the start of the navigation: "dom" (the content entered the DOM, noted by the page),
// "frame" (the next frame after it) and the bare label (the test's probe, performance.now() after
// playwright found it). "blank" is the server's 404 answer in a fresh profile (no page code).
// Run: PS_BINARY=build/release/puzzlesmith OLD_WEB=/tmp/old/web NEW_WEB=web RUNS=8 \
//        node scripts/web-page-times.mjs    (VARIANTS=new for one set; ONLY=desktop-library,...;
//        OLD_BINARY=/tmp/old/puzzlesmith for an older server as well, its puzzlesmith-server beside it;
//        COLD=1 opens every page in a fresh profile, nothing cached, as the Library always is;
//        a player is timed at #/play/ID and, with the new set, at its own address /play/ID,
//        "-address", unless NO_ADDRESS=1;
//        DETAIL=1 prints each request of the Library and the players, ms from the navigation's start)
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/browser/chromium-args.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const bin = process.env.PS_BINARY || 'build/release/puzzlesmith',
  src = process.env.PS_SOURCE_DIR || '.';
function server(web, binary = bin) {
  const dir = mkdtempSync(join(tmpdir(), 'pst-'));
  return new Promise((res) => {
    const p = spawn(
      binary,
      [
        'serve',
        '--port',
        '0',
        '--db',
        join(dir, 'l.db'),
        '--words',
        join(src, 'data/crossword/fill/words-scored.dict'),
        '--web-dir',
        web,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
    );
    let out = '';
    p.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/serving on (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (m) res({ p, url: m[1], dir });
    });
  });
}
const variants = (process.env.VARIANTS || 'old,new').split(',');
const dirs = { old: process.env.OLD_WEB || process.env.NEW_WEB || 'web', new: process.env.NEW_WEB || 'web' };
const binaries = { old: process.env.OLD_BINARY || bin, new: bin };
const servers = {};
for (const v of variants) servers[v] = await server(dirs[v], binaries[v]);
const browser = await chromium.launch({
  executablePath: process.env.PS_CHROMIUM || '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
async function make(page, kind, params) {
  return page.evaluate(
    async ([k, p]) => {
      const post = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
      const s = await (await fetch('/api/make', { ...post, body: JSON.stringify({ kind: k, params: p }) })).json();
      for (;;) {
        const j = await (await fetch(`/api/jobs/${s.job}`)).json();
        if (j.status !== 'running') return j.result.id;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    [kind, params],
  );
}
const ids = {};
for (const v of variants) {
  const c = await browser.newContext();
  const pg = await c.newPage();
  await pg.goto(servers[v].url);
  ids[v] = {
    sudoku: await make(pg, 'sudoku', { level: 'easy', seed: 1 }),
    starbattle: await make(pg, 'starbattle', { size: 8, stars: 1, seed: 2 }),
    fillin: await make(pg, 'fillin', { width: 9, height: 9, seed: 4 }),
    crossword: await make(pg, 'crossword', {
      words:
        'planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor\nmoon: Natural satellite\nstar: Sun, for one',
      seed: 5,
    }),
  };
  await c.close();
}
const READY = {
  library: '#library tbody tr',
  packs: 'ol.pack a',
  make: '#btn-make',
  import: 'textarea',
  help: '.help p',
  play: '#board .cell',
  blank: null,
};
const runs = Number(process.env.RUNS || 3);
const only = process.env.ONLY ? process.env.ONLY.split(',') : null;
const res = {};
const detail = process.env.DETAIL;
for (let r = 0; r < runs; ++r) {
  for (const v of r % 2 ? [...variants].reverse() : variants) {
    const base = servers[v].url;
    const routes = [
      ['blank', 'nothing-here'],
      ['library', ''],
      ['packs', '#/packs'],
      ['import', '#/import'],
      ['help', '#/help'],
      ['make', '#/make/sudoku', 'sudoku'],
      ['make', '#/make/crossword', 'crossword'],
    ];
    for (const [k, id] of Object.entries(ids[v])) routes.push(['play', `#/play/${id}`, k]);
    // A puzzle's own address (the server's page for it: its data and modules in the page).
    if (!process.env.NO_ADDRESS && v === 'new')
      for (const [k, id] of Object.entries(ids[v])) routes.push(['play', `play/${id}`, `${k}-address`]);
    for (const [size, sname] of [
      [{ width: 1280, height: 800 }, 'desktop'],
      [{ width: 375, height: 740 }, 'phone'],
    ]) {
      // the blank measure gets its own fresh context; then a fresh one for the app's pages
      for (const [kind, route, which] of routes) {
        const label = `${sname}-${kind}${which ? `-${which}` : ''}`;
        if (only && !only.includes(label)) continue;
        const fresh = kind === 'blank' || kind === 'library' || process.env.COLD;
        if (fresh || !globalThis.ctx) {
          if (globalThis.ctx) await globalThis.ctx.close();
          globalThis.ctx = await browser.newContext({
            viewport: size,
            hasTouch: sname === 'phone',
            isMobile: sname === 'phone',
          });
          await globalThis.ctx.addInitScript(() => {
            window.__ready = {};
            const sels = ['#library tbody tr', 'ol.pack a', '#btn-make', 'textarea', '.help p', '#board .cell'];
            const mo = new MutationObserver(() => {
              for (const s of sels)
                if (!window.__ready[s] && document.querySelector(s)) {
                  const t = performance.now();
                  window.__ready[s] = [t];
                  requestAnimationFrame(() => setTimeout(() => window.__ready[s].push(performance.now())));
                }
            });
            mo.observe(document, { childList: true, subtree: true });
          });
          globalThis.pg = await globalThis.ctx.newPage();
        }
        const page = globalThis.pg;
        await page.goto('about:blank');
        await page.goto(`${base}${route}`, { waitUntil: kind === 'blank' ? 'load' : 'commit' });
        let ms;
        if (READY[kind]) {
          await page.waitForSelector(READY[kind], { timeout: 20000 });
          ms = await page.evaluate(() => performance.now());
          const inpage = await page.evaluate((s) => window.__ready[s], READY[kind]);
          ((res[v] ??= {})[label + ' dom'] ??= []).push(Math.round(inpage[0]));
          ((res[v] ??= {})[label + ' frame'] ??= []).push(Math.round(inpage[1] ?? -1));
        } else ms = await page.evaluate(() => performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd);
        if (detail && (kind === 'library' || kind === 'play')) {
          const d = await page.evaluate(() => {
            const n = performance.getEntriesByType('navigation')[0];
            return {
              req: n.requestStart,
              first: n.responseStart,
              resp: n.responseEnd,
              domInt: n.domInteractive,
              dcl: n.domContentLoadedEventEnd,
              res: performance
                .getEntriesByType('resource')
                .map(
                  (e) => `${e.name.replace(location.origin, '')} ${e.startTime.toFixed(0)}-${e.responseEnd.toFixed(0)}`,
                ),
            };
          });
          console.log(v, label, Math.round(ms), JSON.stringify(d));
        }
        ((res[v] ??= {})[label] ??= []).push(Math.round(ms));
      }
      if (globalThis.ctx) await globalThis.ctx.close();
      globalThis.ctx = null;
    }
  }
}
const med = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
};
const labels = [...new Set(variants.flatMap((v) => Object.keys(res[v] || {})))];
for (const label of labels)
  console.log(
    label.padEnd(26),
    variants
      .filter((v) => res[v]?.[label])
      .map((v) => `${v} ${String(med(res[v][label])).padStart(5)} [${res[v][label].join(' ')}]`)
      .join('   '),
  );
await browser.close();
for (const v of variants) process.kill(-servers[v].p.pid, 'SIGINT');
await new Promise((r) => setTimeout(r, 500));
for (const v of variants) rmSync(servers[v].dir, { recursive: true, force: true });
