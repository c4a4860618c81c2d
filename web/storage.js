// Where the web build keeps its games, saves and results: IndexedDB, which has no 5 MB
// ceiling (localStorage has). The app reads and writes at once (its store is not async), so
// everything is read into memory when the page opens, and each write goes
//   1. into memory, for the app's next read;
//   2. into a small journal in localStorage, durable at once (the entry: [key, value], or
//      [MANY, [[key, value], ...]] for many written together, as a fold of old games);
//   3. into IndexedDB; once that has committed, its journal entry is taken out.
// A tab that dies between 2 and 3 leaves its entries in the journal: the next page replays
// them, in the order they were written. The data of older versions of the app, kept in
// localStorage under "coop-automa:", moves over once: written to IndexedDB in one
// transaction with a mark, read back, and only then taken out of localStorage.
// Another window of the page learns of each write from the journal's "storage" event.
// Without IndexedDB (a browser that refuses it), the same calls go to localStorage itself.
// docs/decisions-web.md, "No ceiling on the web's storage".

const DB_NAME = 'coop-automa';
const STORE = 'kv';
const OLD = 'coop-automa:';
const JOURNAL = 'coop-automa-journal:';
const COUNTER = 'coop-automa-journal#';
// Set in IndexedDB with the moved data, in the same transaction.
const MOVED = '#moved-from-local-storage';
// A journal entry of many writes at once (a fold of years of games): [MANY, [[key, value], ...]].
const MANY = '#many';
// The writes of a journal entry, one or many.
const writesOf = (entry) => (entry[0] === MANY && Array.isArray(entry[1]) ? entry[1] : [entry]);
// For the browser tests: a step at which the page stops for good (a tab killed there).
const STOP = 'coop-automa-test-stop';

const request = (r) => new Promise((resolve, reject) => {
  r.onsuccess = () => resolve(r.result);
  r.onerror = () => reject(r.error);
});
const committed = (tx) => new Promise((resolve, reject) => {
  tx.oncomplete = () => resolve();
  tx.onerror = () => reject(tx.error);
  tx.onabort = () => reject(tx.error ?? new DOMException('aborted', 'AbortError'));
});

function stopAt(step) {
  let wanted = null;
  try { wanted = localStorage.getItem(STOP); } catch (e) { wanted = null; }
  if (wanted === step) {
    window.coopAutomaStoppedAt = step;
    return new Promise(() => {});
  }
  return Promise.resolve();
}

function openDb() {
  return new Promise((resolve, reject) => {
    const r = indexedDB.open(DB_NAME, 1);
    r.onupgradeneeded = () => r.result.createObjectStore(STORE);
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
    r.onblocked = () => reject(new DOMException('blocked', 'InvalidStateError'));
  });
}

async function readAll(db) {
  const tx = db.transaction(STORE, 'readonly');
  const store = tx.objectStore(STORE);
  const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
  return new Map(keys.map((k, i) => [k, values[i]]));
}

// localStorage's keys starting with `prefix`.
function localKeys(prefix) {
  const keys = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k !== null && k.startsWith(prefix)) keys.push(k);
  }
  return keys;
}

// The journal's entries, oldest first: [localStorage key, [key, value]].
function journal() {
  return localKeys(JOURNAL)
    .map((k) => [k, Number(k.slice(JOURNAL.length))])
    .filter(([, n]) => Number.isFinite(n))
    .sort((a, b) => a[1] - b[1])
    .map(([k]) => {
      try { return [k, JSON.parse(localStorage.getItem(k))]; } catch (e) { return [k, null]; }
    })
    .filter(([, entry]) => Array.isArray(entry) && typeof entry[0] === 'string');
}

// The data of older versions moves over: one transaction, then read back, then taken out.
async function moveOldData(db, mem) {
  const old = localKeys(OLD);
  if (mem.has(MOVED)) {
    // Moved and committed before; a tab died before taking them out of localStorage.
    old.forEach((k) => localStorage.removeItem(k));
    return;
  }
  await stopAt('before-move');
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  const moved = old.map((k) => [k, localStorage.getItem(k)]).filter(([, v]) => v !== null);
  moved.forEach(([k, v]) => store.put(v, k));
  store.put(String(moved.length), MOVED);
  await committed(tx);
  moved.forEach(([k, v]) => mem.set(k, v));
  mem.set(MOVED, String(moved.length));
  await stopAt('moved');
  const back = await readAll(db);
  if (moved.every(([k, v]) => back.get(k) === v)) {
    moved.forEach(([k]) => localStorage.removeItem(k));
  }
}

// A journal left by a tab that died: replayed in order, committed, then taken out.
async function replayJournal(db, mem) {
  const entries = journal();
  if (entries.length === 0) return;
  await stopAt('before-replay');
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  for (const [, entry] of entries) {
    for (const [key, value] of writesOf(entry)) {
      if (value === null) store.delete(key); else store.put(value, key);
    }
  }
  await committed(tx);
  for (const [, entry] of entries) {
    for (const [key, value] of writesOf(entry)) {
      if (value === null) mem.delete(key); else mem.set(key, value);
    }
  }
  await stopAt('replayed');
  entries.forEach(([k]) => localStorage.removeItem(k));
}

function nextEntry() {
  const n = (Number(localStorage.getItem(COUNTER)) || 0) + 1;
  localStorage.setItem(COUNTER, String(n));
  return JOURNAL + n;
}

// The store over IndexedDB: reads from memory; writes as said at the top.
function overIndexedDb(db, mem, changed) {
  // A write IndexedDB refused after the app was told it was done (a full disk): said at the
  // app's next write, which fails with it. The journal keeps what was refused.
  let fault = null;
  let pending = 0;
  // Writes `writes` ([key, value] each; null removes) as one journal entry and one
  // transaction.
  const writeAll = (writes) => {
    if (fault !== null) {
      const e = fault;
      fault = null;
      throw e;
    }
    let entry = null;
    try {
      entry = nextEntry();
      const journaled = writes.length === 1 ? writes[0] : [MANY, writes];
      localStorage.setItem(entry, JSON.stringify(journaled));
    } catch (e) {
      // The journal did not fit (localStorage full of something else): IndexedDB alone.
      if (entry !== null) localStorage.removeItem(entry);
      entry = null;
    }
    for (const [key, value] of writes) {
      if (value === null) mem.delete(key); else mem.set(key, value);
    }
    if (localStorage.getItem(STOP) === 'unsaved-writes') return;
    pending += 1;
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    for (const [key, value] of writes) {
      if (value === null) store.delete(key); else store.put(value, key);
    }
    committed(tx).then(() => {
      if (entry !== null) localStorage.removeItem(entry);
    }, (e) => {
      fault = e ?? new DOMException('not written', 'UnknownError');
    }).finally(() => { pending -= 1; });
  };
  const write = (key, value) => writeAll([[key, value]]);
  // Another window's writes, told by its journal.
  window.addEventListener('storage', (e) => {
    if (e.key === null || !e.key.startsWith(JOURNAL) || e.newValue === null) return;
    try {
      for (const [key, value] of writesOf(JSON.parse(e.newValue))) {
        if (value === null) mem.delete(key); else mem.set(key, value);
      }
      changed();
    } catch (err) { /* not an entry of ours */ }
  });
  return {
    where: 'indexeddb',
    get: (key) => (mem.has(key) ? mem.get(key) : null),
    set: (key, value) => write(key, String(value)),
    remove: (key) => write(key, null),
    // Keys one a line, all removed at once.
    removeAll: (keys) => writeAll(keys.split('\n').filter((k) => k !== '').map((k) => [k, null])),
    keys: () => [...mem.keys()].filter((k) => k !== MOVED),
    // For the browser tests and the storage estimate: writes not yet committed.
    pending: () => pending,
  };
}

// Without IndexedDB: localStorage, as the versions before.
function overLocalStorage(changed) {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key.startsWith(OLD)) changed();
  });
  return {
    where: 'localstorage',
    get: (key) => localStorage.getItem(key),
    set: (key, value) => localStorage.setItem(key, String(value)),
    remove: (key) => localStorage.removeItem(key),
    removeAll: (keys) => keys.split('\n').forEach((k) => localStorage.removeItem(k)),
    keys: () => localKeys(OLD),
    pending: () => 0,
  };
}

// How much the browser lets the page keep, and how much it keeps ({ usage, quota } in bytes,
// navigator.storage.estimate()): asked when the page opens and again at most every 10 s
// after writes; null where the browser does not say.
let estimate = null;
let estimateAsked = 0;
function askEstimate() {
  const now = Date.now();
  if (now - estimateAsked < 10000 || !navigator.storage?.estimate) return;
  estimateAsked = now;
  navigator.storage.estimate()
    .then((e) => { estimate = { usage: e.usage ?? 0, quota: e.quota ?? 0 }; })
    .catch(() => {});
}
function withEstimate(kv) {
  const set = kv.set;
  const remove = kv.remove;
  askEstimate();
  return {
    ...kv,
    set: (key, value) => { set(key, value); askEstimate(); },
    remove: (key) => { remove(key); askEstimate(); },
    removeAll: (keys) => { kv.removeAll(keys); askEstimate(); },
    estimate: () => estimate,
  };
}

// The files directly under `prefix` (the store's pointers, "SEQ DATAKEY"), each with the
// first `n` characters of its text: [seq, name, start, ...], start null where the text is
// missing. One call lists years of games without carrying their texts whole into the app
// (crates/store/src/browser.rs, `starts_newest_first`).
function withStarts(kv) {
  return {
    ...kv,
    starts: (prefix, n) => {
      const out = [];
      for (const k of kv.keys()) {
        const name = k.startsWith(prefix) ? k.slice(prefix.length) : '';
        if (!name.endsWith('.ron') || name.includes('/') || name.includes('#')) continue;
        const pointer = kv.get(k) ?? '';
        const space = pointer.indexOf(' ');
        if (space < 0) continue;
        const text = kv.get(pointer.slice(space + 1));
        out.push(pointer.slice(0, space), name, text === null ? null : text.slice(0, Number(n)));
      }
      return out;
    },
  };
}

// Opens the storage; `changed` is called when another window of the page wrote to it.
export async function openStorage(changed) {
  let db;
  try {
    db = await openDb();
  } catch (e) {
    return withStarts(withEstimate(overLocalStorage(changed)));
  }
  const mem = await readAll(db);
  await moveOldData(db, mem);
  await replayJournal(db, mem);
  return withStarts(withEstimate(overIndexedDb(db, mem, changed)));
}
