// Exports and prints of the web app without a server (web/static-api.js makes them): an export
// is a download of the file the engine wrote; a print is the print's own SVG pages (the same
// drawing as the server's PDF), one a sheet of the chosen paper, in a window of their own with
// the browser's print dialog (where "Save as PDF" makes the PDF), or the SVG itself.
import { exportFile, printFile } from './static-api.js';

export async function download(id, format) {
  const f = await exportFile(id, format);
  const url = URL.createObjectURL(new Blob([f.body], { type: f.content_type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: f.filename, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

const escape = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// Fills `win` (a window opened at the click, so that no pop-up blocker refuses it) with the print
// of puzzle `id`: format "svg" shows the SVG file, "pdf" the pages with the print dialog.
export async function print(win, id, format, answers, paper) {
  try {
    const f = await printFile(id, answers, paper);
    if (format === 'svg') {
      win.location.href = URL.createObjectURL(new Blob([f.body], { type: 'image/svg+xml' }));
      return;
    }
    const { width, height } = f.paper;
    const title = f.filename.replace(/\.svg$/, '');
    win.document.open();
    win.document.write(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>
@page { size: ${width}pt ${height}pt; margin: 0; }
html, body { margin: 0; background: #888; }
.sheet { width: ${width}pt; height: ${height}pt; margin: 12pt auto; background: #fff; overflow: hidden; }
.sheet svg { display: block; width: 100%; height: 100%; }
@media print { html, body { background: none; } .sheet { margin: 0; break-after: page; } .sheet:last-child { break-after: auto; } }
</style></head><body>
${f.pages.map((page) => `<div class="sheet">${page}</div>`).join('\n')}
</body></html>`);
    win.document.close();
    win.focus();
    win.print();
  } catch (e) {
    win.document.body.textContent = `No print: ${e.message}`;
  }
}
