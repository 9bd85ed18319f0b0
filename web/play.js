// The play page: a puzzle's header (timer, print, export), its game, Check, Hint and Save.
//
// A game (the `game` export of sudoku.js, starbattle.js, crossword.js: the module a kind's
// "player" names) is made by `game(puzzle, savedState, host)`, where puzzle is GET
// /api/puzzles/ID with `board` added (GET /api/puzzles/ID/board: the board as the kind's print
// routine draws it, which the game lays its squares over with drawnBoard in common.js), and
// host = {say(text, cls), save(), solved(), revealed()}; it returns:
//   node        the board and its side panels
//   buttons     the game's own buttons for the toolbar
//   intro       a line saying how to play
//   notice      (optional) a node shown above the board, such as a note on the board's solutions
//   state()     what the player keeps (sent to check, hint and save)
//   showWrong(cells), showHint(hint)
//   dispose()   (optional) removes its keyboard handler
//   placed()    (optional) called once the node is in the page, before it is first drawn: a
//               game that sizes its board from the height left for it (Sudoku on a phone)
//               measures here
//   check(), hint()  (optional) what the Check and Hint buttons do, when the game does it
//               itself (else: POST .../check or .../hint with state(), then showWrong/showHint)
// While the game is paused (the Pause button), the board is hidden, the clock stops and the
// keyboard handlers of common.js's keys() ignore keys.
import {
  api,
  el,
  followJob,
  keepBestTime,
  fmtTime,
  kindInfo,
  madeByItsMaker,
  paperChoice,
  printPuzzle,
  shareLink,
  STATIC,
  status,
  stylesReady,
  useStyle,
} from './common.js';

// A kind's player is the module its "player" names (GET /api/kinds), loaded when first needed:
// web/<player>.js, exporting `game`. A new kind's player needs no line here.
async function gameOf(kind) {
  const player = kindInfo(kind).player;
  if (!player) throw new Error(`no player for a ${kind}`);
  useStyle(player); // web/<player>.css, fetched beside its module rather than after it
  const module = await import(`./${player}.js`);
  await stylesReady();
  return module.game;
}

// The next puzzle of the pack a puzzle belongs to (GET /api/kinds "packs": a seeded pack's
// puzzle N is its id + N; a pack of boards lists them): {id, label}, or null.
export function nextInPack(p) {
  for (const pack of kindInfo(p.kind).packs || []) {
    if (pack.boards) {
      const i = pack.boards.findIndex((b) => b.id === p.game_id);
      if (i >= 0 && i + 1 < pack.boards.length)
        return { id: pack.boards[i + 1].id, label: `${pack.label}: board ${pack.boards[i + 1].name}` };
    } else if (pack.id && p.seed_id && p.seed_id.startsWith(pack.id)) {
      const n = Number(p.seed_id.slice(pack.id.length));
      if (Number.isInteger(n) && n >= 1 && n < pack.count)
        return { id: pack.id + (n + 1), label: `${pack.label}: puzzle ${n + 1}` };
    }
  }
  return null;
}

// #/play?id=GAME-ID: the puzzle of a game ID, found in the library (with its saved game) or
// stored there first; a seeded ID is made again, with progress and Stop.
export function openView(view, gameId) {
  let disposed = false,
    job = null;
  const line = el('div', { class: 'message', id: 'open-status' }, 'Opening the puzzle…');
  const stop = el('button', { id: 'btn-stop', disabled: true }, 'Stop');
  stop.addEventListener('click', () => {
    if (job) api('POST', `/api/jobs/${job}/stop`);
  });
  view.append(
    el('h1', {}, 'Open a shared puzzle'),
    el('p', { class: 'muted' }, el('code', { class: 'game-id' }, gameId)),
    line,
    stop,
  );
  (async () => {
    try {
      let r = await api('POST', '/api/open', { id: gameId, time_limit: 120 });
      if (r.job) {
        stop.disabled = false;
        const j = await followJob(r.job, 'Making it from its seed', {
          onStart: (id) => {
            job = id;
          },
          onProgress: (text) => {
            line.textContent = text;
          },
        });
        stop.disabled = true;
        if (j.status !== 'done') throw new Error(`${j.status === 'stopped' ? 'Stopped' : 'Not made'}: ${j.error}`);
        r = j.result;
      }
      if (!disposed) location.replace(`#/play/${r.id}`);
    } catch (e) {
      line.className = 'message bad';
      line.textContent = `This link does not open a puzzle: ${e.message}`;
    }
  })();
  // Leaving the page stops a making that is still under way (a client may run only a few).
  return {
    dispose() {
      disposed = true;
      if (job && stop.disabled === false) api('POST', `/api/jobs/${job}/stop`).catch(() => {});
    },
  };
}

export function playView(view, id) {
  let game = null,
    timer = null,
    saveTimer = null,
    disposed = false;
  // The message line above the board keeps its room whatever it says (index.html's style,
  // .msg-line), so that the board never moves under a finger; a longer message scrolls within it,
  // and can then be reached with Tab to scroll it by keyboard.
  const msg = el('div', { class: 'message msg-line', id: 'message', role: 'status' });
  const clock = el('span', { class: 'timer', id: 'timer' }, '0:00');
  function say(text, cls = '') {
    msg.className = `message msg-line ${cls}`;
    msg.textContent = text;
    msg.scrollTop = 0;
    if (msg.scrollHeight > msg.clientHeight + 1) msg.tabIndex = 0;
    else msg.removeAttribute('tabindex');
  }
  (async () => {
    let p, makerP;
    try {
      // The puzzle, its board and its player's module, each asked for as soon as it can be.
      const boardP = api('GET', `/api/puzzles/${id}/board`);
      boardP.catch(() => {});
      const puzzle = await api('GET', `/api/puzzles/${id}`);
      makerP = gameOf(puzzle.kind);
      makerP.catch(() => {});
      p = { ...puzzle, board: await boardP };
    } catch (e) {
      view.append(el('p', {}, e.message));
      return;
    }
    if (disposed) return;
    const saved = p.game || null;
    let maker;
    try {
      maker = await makerP;
    } catch (e) {
      view.append(el('p', {}, e.message));
      return;
    }
    if (disposed) return;
    const answers = el('input', { type: 'checkbox', id: 'print-answers' });
    const printLink = (fmt) =>
      el(
        'button',
        {
          id: `btn-print-${fmt}`,
          onclick: () => printPuzzle(id, fmt, answers.checked),
        },
        // (Without a server the PDF is the browser's: its print dialog saves one.)
        STATIC && fmt === 'pdf' ? 'Print' : `Print ${fmt.toUpperCase()}`,
      );
    const exports = p.writes || kindInfo(p.kind).writes; // what this puzzle can be written as
    // A format of the kind that cannot hold this puzzle (the letter encoding of a 16x16 Sudoku, a
    // barred grid as .puz) is shown greyed, its reason in its tooltip; what a format that can
    // hold it loses is said under the links.
    const losses = p.losses || {};
    const exportLink = (f) =>
      exports.includes(f)
        ? el('a', { href: `/api/puzzles/${id}/export?format=${f}`, id: `export-${f}` }, f)
        : el(
            'span',
            {
              class: 'export-off',
              id: `export-${f}`,
              title: `Not for this puzzle: ${(losses[f] || ['this format cannot hold it']).join('; ')}`,
            },
            f,
            el(
              'span',
              { class: 'visually-hidden' },
              ` (not for this puzzle: ${(losses[f] || ['this format cannot hold it']).join('; ')})`,
            ),
          );
    const formats = [...new Set([...kindInfo(p.kind).writes, ...exports])]; // in the kind's order
    const share = p.game_id
      ? el('button', { id: 'btn-share', title: 'Copy a link that opens this puzzle from its game ID' }, 'Share')
      : null;
    share &&
      share.addEventListener('click', async () => {
        const link = shareLink(p.game_id);
        try {
          await navigator.clipboard.writeText(link);
          say('Link copied: whoever opens it gets this puzzle (from its game ID; nothing is uploaded).', 'good');
        } catch (e) {
          say(`Copy this link: ${link}`, '');
        }
      });
    // A puzzle made by its kind's own Make page (its parameters are all the kind's) opens there
    // again with them, to change and make again (a crossword's word list, a Sudoku's level).
    const remake = madeByItsMaker(p)
      ? el(
          'a',
          { href: `#/make/${p.kind}?from=${id}`, id: 'btn-remake' },
          el(
            'button',
            { title: 'Open the Make page with what made this puzzle, to change it and make again' },
            'Change and make again',
          ),
        )
      : null;
    // Print, export, share and the game ID fold away on a phone, with the intro (How to play) in
    // the same fold, so that the board and what plays it come into view.
    const phone = matchMedia('(max-width: 480px)').matches;
    const howSlot = el('div', { id: 'how', class: 'how' });
    const more = el(
      'details',
      { class: 'more', id: 'more', open: !phone },
      el('summary', {}, phone ? 'How to play; print, export, share' : 'Print, export, share'),
      phone ? howSlot : null,
      el(
        'div',
        { class: 'toolbar' },
        el('label', {}, answers, ' with answers'),
        paperChoice(),
        printLink('pdf'),
        printLink('svg'),
        el('span', { class: 'sep' }),
        el('span', { class: 'export' }, 'Export: ', ...formats.map(exportLink)),
        share && el('span', { class: 'sep' }),
        share,
        remake,
      ),
      // What a format cannot keep of this puzzle (a .puz file has no shaded squares, say).
      ...Object.entries(losses)
        .filter(([f]) => exports.includes(f))
        .map(([f, lines]) => el('p', { class: 'muted export-loss', id: `loss-${f}` }, `${f}: ${lines.join('; ')}.`)),
      p.game_id
        ? el(
            'details',
            { class: 'game-id' },
            el('summary', {}, 'Game ID'),
            el('code', { id: 'game-id' }, p.game_id),
            p.seed_id
              ? el('div', { class: 'muted' }, 'Made again from its seed by ', el('code', { id: 'seed-id' }, p.seed_id))
              : null,
          )
        : null,
    );
    // Who made it, as the puzzle's file says (a crossword's author, editor, date and copyright).
    const d = p.doc || {};
    const by = [d.author && `By ${d.author}`, d.editor && `${d.author ? 'edited' : 'Edited'} by ${d.editor}`, d.date]
      .filter(Boolean)
      .join(' · ');
    const byline =
      by || d.copyright
        ? el('p', { class: 'muted byline', id: 'byline' }, by, by && d.copyright ? ' · ' : '', d.copyright || '')
        : null;
    // The title with the clock beside it (on a phone the title is cut short to keep them one line).
    const header = el(
      'div',
      {},
      el(
        'div',
        { class: 'play-head' },
        el(
          'h1',
          { title: p.title },
          p.title,
          ' ',
          el('span', { class: 'muted' }, p.seed != null ? `seed ${p.seed}` : ''),
        ),
        el('div', { class: 'toolbar' }, el('span', { class: 'timer-label' }, 'Time '), clock),
      ),
      byline,
      more,
    );
    view.append(header);
    try {
      game = maker(p, saved ? saved.state : null, {
        say,
        save: () => scheduleSave(),
        solved: () => onSolved(),
        revealed: () => onRevealed(),
      });
    } catch (e) {
      view.append(el('p', { class: 'message bad' }, `This puzzle cannot be shown: ${e.message}`));
      return;
    }
    let elapsed = saved && saved.elapsed ? saved.elapsed : 0;
    let solved = !!p.solved || !!p.revealed;
    clock.textContent = fmtTime(elapsed);
    let paused = false,
      tools = null;
    timer = setInterval(() => {
      if (!solved && !paused && document.visibilityState === 'visible') {
        elapsed += 1;
        clock.textContent = fmtTime(elapsed);
      }
    }, 1000);
    const pauseBtn = el(
      'button',
      { id: 'btn-pause', 'aria-pressed': 'false', title: 'Stop the clock and hide the board' },
      'Pause',
    );
    pauseBtn.addEventListener('click', () => {
      paused = !paused;
      pauseBtn.setAttribute('aria-pressed', String(paused));
      pauseBtn.textContent = paused ? 'Resume' : 'Pause';
      document.body.classList.toggle('paused', paused);
      // Nothing of the game can be used while paused: only Resume.
      for (const node of [tools, game.node, game.notice].filter(Boolean)) node.inert = paused;
      if (paused) say('Paused: the clock has stopped. Resume to go on.', '');
      else say('', '');
    });
    clock.after(pauseBtn);
    const saveBtn = el('button', { id: 'btn-save' }, 'Save');
    // Saves go out one at a time, in order: an older state still in flight must never land after
    // a newer one (the server handles requests on several threads), or a solved game could be
    // stored as unsolved.
    let saving = Promise.resolve(true);
    function save() {
      clearTimeout(saveTimer);
      saveTimer = null;
      const state = game.state(),
        at = elapsed;
      saving = saving.then(async () => {
        try {
          const r = await api('PUT', `/api/puzzles/${id}/game`, { state, elapsed: at });
          status(
            `Saved${r.solved ? ' (solved)' : r.revealed ? ' (revealed)' : ''} at ${new Date().toLocaleTimeString()}.`,
          );
          return true;
        } catch (e) {
          status(`Not saved: ${e.message}`);
          return false;
        }
      });
      return saving;
    }
    function scheduleSave() {
      clearTimeout(saveTimer);
      saveTimer = setTimeout(save, 800);
    }
    function onRevealed() {
      if (!solved) {
        solved = true;
        say('Complete, with answers revealed: recorded as revealed, not solved.', '');
        save();
      }
    }
    function onSolved() {
      if (!solved) {
        solved = true;
        say(`Solved in ${fmtTime(elapsed)}. Well done!`, 'good');
        keepBestTime(p, elapsed);
        offerNext();
        save();
      }
    }
    // A puzzle of a pack: once solved, the pack's next puzzle is a button away, as in the Sweet
    // Spots game.
    function offerNext() {
      const next = nextInPack(p);
      if (!next || document.getElementById('btn-next-puzzle')) return;
      // (First in the row: on a phone the row scrolls sideways, and this is what comes next.)
      tools.scrollLeft = 0;
      tools.prepend(
        el(
          'button',
          {
            class: 'primary',
            id: 'btn-next-puzzle',
            title: next.label,
            onclick: () => {
              location.hash = `#/play?id=${encodeURIComponent(next.id)}`;
            },
          },
          'Next puzzle',
        ),
      );
    }
    saveBtn.addEventListener('click', async () => {
      if (await save()) say('Game saved: open this puzzle from the Library to go on.', 'good');
    });
    const check = el('button', { id: 'btn-check' }, 'Check');
    check.addEventListener('click', async () => {
      if (game.check) return game.check();
      try {
        const r = await api('POST', `/api/puzzles/${id}/check`, { state: game.state() });
        game.showWrong(r.wrong);
        if (r.solved) onSolved();
        else if (r.wrong.length)
          say(`${r.wrong.length === 1 ? '1 square is' : `${r.wrong.length} squares are`} wrong (in red).`, 'bad');
        else say(r.complete ? 'Complete but not right yet.' : 'Nothing wrong so far.', '');
      } catch (e) {
        say(e.message, 'bad');
      }
    });
    const hint = el('button', { id: 'btn-hint' }, 'Hint');
    hint.addEventListener('click', async () => {
      if (game.hint) return game.hint();
      try {
        const h = await api('POST', `/api/puzzles/${id}/hint`, { state: game.state() });
        // Said first: showing the hint may end the game, whose message then stays.
        say(h.technique === 'mistake' ? h.text : `${h.technique}: ${h.text}`, h.technique === 'mistake' ? 'bad' : '');
        game.showHint(h);
      } catch (e) {
        say(e.message, 'bad');
      }
    });
    const notes =
      p.doc && p.doc.notes
        ? el('div', { class: 'message notes', id: 'notes' }, el('b', {}, 'Notes: '), p.doc.notes)
        : null;
    const how = phone && game.intro;
    if (how) howSlot.append(el('p', {}, game.intro));
    // On a phone the buttons are one row that scrolls sideways (index.html's style, .tools).
    tools = el('div', { class: 'toolbar tools' }, check, hint, ...game.buttons, saveBtn);
    view.append(...[tools, msg, notes, game.notice, game.node].filter(Boolean));
    if (game.placed) game.placed();
    if (p.revealed) say('Completed with answers revealed. (Open it again from the Library to look back.)', '');
    else if (solved) say('Solved. (Open it again from the Library to look back.)', 'good');
    if (solved && !p.revealed) offerNext();
    else if (saved) say('Your saved game is back. Go on!', '');
    // (On a phone: the intro's first sentence; the rest is under How to play.)
    else if (game.intro) say(how ? game.intro.replace(/([.!?])\s.*$/s, '$1') : game.intro, '');
    view.__save = save;
  })();
  return {
    dispose() {
      disposed = true;
      clearInterval(timer);
      document.body.classList.remove('paused');
      if (saveTimer && view.__save) view.__save();
      if (game && game.dispose) game.dispose();
    },
  };
}
