// The crossword constructor's draft, kept as it changes (web/construct.js makes the page): saved a
// moment after each change through POST and PUT /api/drafts, one save at a time and in order, the
// last change when the page goes; and the draft edited last remembered in this browser
// (localStorage), which #/construct opens again.
import { api } from './common.js';

const LAST_KEY = 'puzzlesmith.construct.last';
function remember(id) {
  try {
    localStorage.setItem(LAST_KEY, String(id));
  } catch (e) {
    /* not kept: private window */
  }
}
export function lastDraft() {
  try {
    return localStorage.getItem(LAST_KEY);
  } catch (e) {
    return null;
  }
}

// `draft()` is the draft to save, `line` the line that says how it stands, `named(id)` is called
// when a new draft gets its number.
export function draftKeeper(draft, line, named) {
  let id = null,
    timer = null,
    dirty = false,
    saving = Promise.resolve();
  async function save() {
    const d = draft();
    const body = { title: d.title.trim() || `Draft ${d.w}×${d.h}`, draft: d };
    try {
      let r = null;
      if (id) {
        try {
          r = await api('PUT', `/api/drafts/${id}`, body);
        } catch (e) {
          if (!/no draft/.test(e.message)) throw e;
        }
      }
      if (!r) {
        r = await api('POST', '/api/drafts', body);
        id = r.id;
        remember(id);
        named(id);
      }
      line.textContent = `Draft no. ${id} saved (${new Date().toLocaleTimeString()}); the Library lists it under Drafts.`;
    } catch (e) {
      line.textContent = `The draft is not saved: ${e.message}`;
    }
  }
  // Saves now what changed since the last save.
  function flush() {
    clearTimeout(timer);
    if (dirty) saving = saving.then(save);
    dirty = false;
  }
  // A reload or a closed tab saves the last change too (as far as the browser lets it finish).
  window.addEventListener('pagehide', flush);
  return {
    flush,
    // The draft shown is draft no. `nid` (null: a new one, not saved yet).
    open(nid) {
      id = nid;
      if (nid) remember(nid);
    },
    // A change: saved in a moment.
    schedule() {
      dirty = true;
      clearTimeout(timer);
      line.textContent = 'Saving…';
      timer = setTimeout(flush, 300);
    },
    // Nothing to save: the grid shown is the one stored (or a new one nobody has changed yet).
    unchanged() {
      clearTimeout(timer);
      dirty = false;
    },
    // The page goes: the last change saved, nothing kept listening.
    close() {
      flush();
      window.removeEventListener('pagehide', flush);
    },
  };
}
