// What the variety crossword browser tests share (variety.test.mjs): a fixture imported through
// the API as the Import page sends it, a puzzle's entries as its record gives them (lists, labels,
// paths), what the player shows (the clue bar's entry, the selected and highlighted squares, the
// letters), and the board's pixels as the screen shows them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { puzzle } from './harness.mjs';

// Imports tests/data/crossword-features/NAME (a .puz goes as base64, as the Import page sends it);
// `edit(text)` may change a text file first. Returns the stored puzzle with its doc.
export async function importFixture(page, name, edit = (t) => t) {
  const path = join(process.env.PS_SOURCE_DIR, 'tests/data/crossword-features', name);
  const body = name.endsWith('.puz')
    ? { text: readFileSync(path).toString('base64'), base64: true, format: 'puz', name }
    : { text: edit(readFileSync(path, 'utf8')), name };
  const got = await page.evaluate(
    async (b) =>
      (
        await fetch('/api/import', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(b),
        })
      ).json(),
    body,
  );
  if (!got.id) throw new Error(`${name} not imported: ${JSON.stringify(got)}`);
  return puzzle(page, got.id);
}

// A variety puzzle's entries as its record gives them, in list order, each with the name the clue
// bar gives it ("Blooms L1"); `lists[k]` the entries of the k-th list; `through(i)` the entries
// through square i.
export function varietyModel(doc) {
  const entries = doc.lists.flatMap((list) =>
    doc.entries
      .filter((e) => e.list === list)
      .map((e) => ({ ...e, name: [e.list, e.label].filter(Boolean).join(' ') })),
  );
  return {
    w: doc.width,
    sol: doc.grid.join(''),
    entries,
    lists: doc.lists.map((list) => entries.filter((e) => e.list === list)),
    named: (name) => entries.find((e) => e.name === name),
    through: (i) => entries.filter((e) => e.cells.includes(i)),
  };
}

export const clueLabel = (page) => page.locator('#clue-label').innerText();
export const selectedSquare = (page) =>
  page.evaluate(() => Number(document.querySelector('#board .cell.selected').dataset.i));
export const highlighted = (page) =>
  page.evaluate(() => [...document.querySelectorAll('#board .cell.inword')].map((c) => Number(c.dataset.i)));
export const lettersShown = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#board .cell')].map((c) => c.querySelector('.ch')?.textContent || ''),
  );
export const sorted = (list) => [...list].sort((a, b) => a - b);

// The arrow key from square a to its neighbour b (null when they are not side by side).
export function arrowBetween(w, a, b) {
  const dx = (b % w) - (a % w),
    dy = Math.floor(b / w) - Math.floor(a / w);
  if (Math.abs(dx) + Math.abs(dy) !== 1) return null;
  return dx === 1 ? 'ArrowRight' : dx === -1 ? 'ArrowLeft' : dy === 1 ? 'ArrowDown' : 'ArrowUp';
}

// The board as the screen shows it, square by square: `patch` the mean colour [r, g, b] of a
// small patch near its bottom right corner (no label, no letter there), `ink` the share of dark
// pixels in its middle (a letter). Read from a screenshot of the drawn board, drawn on a canvas.
export async function boardPixels(page) {
  const png = await page.locator('.cw-main .drawn').screenshot();
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const g = canvas.getContext('2d', { willReadFrequently: true });
    g.drawImage(img, 0, 0);
    const box = document.querySelector('.cw-main .drawn').getBoundingClientRect();
    const scale = img.width / box.width;
    return [...document.querySelectorAll('#board .cell')].map((c) => {
      const r = c.getBoundingClientRect();
      const area = (fx, fy, fw, fh) => {
        const x = Math.round((r.left - box.left + fx * r.width) * scale),
          y = Math.round((r.top - box.top + fy * r.height) * scale);
        const w = Math.max(1, Math.round(fw * r.width * scale)),
          h = Math.max(1, Math.round(fh * r.height * scale));
        return g.getImageData(x, y, w, h).data;
      };
      const p = area(0.7, 0.72, 0.14, 0.12);
      const mean = [0, 0, 0];
      for (let k = 0; k < p.length; k += 4) for (let j = 0; j < 3; ++j) mean[j] += p[k + j] / (p.length / 4);
      const mid = area(0.3, 0.25, 0.4, 0.5);
      let dark = 0;
      for (let k = 0; k < mid.length; k += 4) if (mid[k] + mid[k + 1] + mid[k + 2] < 240) ++dark;
      return { patch: mean.map(Math.round), ink: dark / (mid.length / 4) };
    });
  }, png.toString('base64'));
}

// '#C3C8FA' as [195, 200, 250].
export const rgb = (hex) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
export const near = (a, b, by = 24) => a.every((v, k) => Math.abs(v - b[k]) <= by);
