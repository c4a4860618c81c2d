//! The web build's storage, as the store's `Backend`: the page's key-value store
//! (`window.coopAutomaKv`, web/storage.js: IndexedDB read into memory, each write journaled
//! in localStorage until IndexedDB has committed it; localStorage itself where IndexedDB is
//! refused). A file is two keys: its bytes under a key of their own, and a pointer under the
//! file's name that says which bytes are current, with the order of writing. A write puts
//! the new bytes first and then switches the pointer, so a tab closed in between still finds
//! the old file whole. A full storage (quota) or a refused one is an error the app shows,
//! never swallowed.

use super::backend::Backend;
use super::detail::Detail;
use std::io;
use std::path::{Path, PathBuf};
use wasm_bindgen::{JsCast, JsValue};

/// Every key of the app starts with this.
const PREFIX: &str = "coop-automa:";
/// The counter of writes, for "newest first".
const SEQ_KEY: &str = "coop-automa:#seq";

/// The browser's storage.
#[derive(Debug, Default)]
pub struct Browser;

/// The page's key-value store: its calls, by name.
struct Kv(JsValue);

impl Kv {
    fn call(&self, name: &str, args: &[&str]) -> Result<JsValue, JsValue> {
        let f: js_sys::Function = js_sys::Reflect::get(&self.0, &name.into())?.dyn_into()?;
        match args {
            [] => f.call0(&self.0),
            [a] => f.call1(&self.0, &(*a).into()),
            [a, b, ..] => f.call2(&self.0, &(*a).into(), &(*b).into()),
        }
    }

    fn get_item(&self, key: &str) -> Result<Option<String>, JsValue> {
        Ok(self.call("get", &[key])?.as_string())
    }

    fn set_item(&self, key: &str, value: &str) -> Result<(), JsValue> {
        self.call("set", &[key, value]).map(|_| ())
    }

    fn remove_item(&self, key: &str) -> Result<(), JsValue> {
        self.call("remove", &[key]).map(|_| ())
    }

    /// The files directly under `prefix`, each with its write number and the first `chars`
    /// characters of its text (`None`: its text is missing), in one call.
    fn starts(&self, prefix: &str, chars: usize) -> Vec<(u64, String, Option<String>)> {
        let Ok(list) = self.call("starts", &[prefix, &chars.to_string()]) else {
            return Vec::new();
        };
        let list: Vec<JsValue> = js_sys::Array::from(&list).iter().collect();
        list.chunks_exact(3)
            .filter_map(|entry| {
                let seq = entry[0].as_string()?.parse().ok()?;
                Some((seq, entry[1].as_string()?, entry[2].as_string()))
            })
            .collect()
    }

    /// Every key the store holds.
    fn keys(&self) -> Vec<String> {
        self.call("keys", &[])
            .ok()
            .map(|v| {
                js_sys::Array::from(&v)
                    .iter()
                    .filter_map(|k| k.as_string())
                    .collect()
            })
            .unwrap_or_default()
    }
}

fn storage() -> io::Result<Kv> {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"coopAutomaKv".into()).ok())
        .filter(|kv| kv.is_object())
        .map(Kv)
        .ok_or_else(|| Detail::NoBrowserStorage.io(io::ErrorKind::Unsupported))
}

fn key(path: &Path) -> String {
    format!("{PREFIX}{}", path.to_string_lossy())
}

/// A pointer: "SEQ DATAKEY".
fn pointer(s: &Kv, path: &Path) -> Option<(u64, String)> {
    let value = s.get_item(&key(path)).ok()??;
    let (seq, data) = value.split_once(' ')?;
    Some((seq.parse().ok()?, data.to_owned()))
}

/// A browser's refusal: full storage, or `what` with the browser's own words.
fn js_error(e: JsValue, what: impl FnOnce(String) -> Detail) -> io::Error {
    let system = e
        .as_string()
        .or_else(|| {
            js_sys::Reflect::get(&e, &"name".into())
                .ok()
                .and_then(|n| n.as_string())
        })
        .unwrap_or_default();
    if system.contains("Quota") {
        Detail::BrowserFull.io(io::ErrorKind::StorageFull)
    } else {
        what(system).io(io::ErrorKind::Other)
    }
}

fn next_seq(s: &Kv) -> io::Result<u64> {
    let seq = s
        .get_item(SEQ_KEY)
        .ok()
        .flatten()
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or(0)
        + 1;
    s.set_item(SEQ_KEY, &seq.to_string())
        .map_err(|e| js_error(e, |system| Detail::CounterNotKept { system }))?;
    Ok(seq)
}

impl Backend for Browser {
    fn read(&self, path: &Path) -> io::Result<Option<Vec<u8>>> {
        let s = storage()?;
        let Some((_, data)) = pointer(&s, path) else {
            return Ok(None);
        };
        match s.get_item(&data) {
            Ok(Some(text)) => Ok(Some(text.into_bytes())),
            Ok(None) => Err(Detail::BytesMissing {
                file: path.to_owned(),
            }
            .io(io::ErrorKind::NotFound)),
            Err(e) => Err(js_error(e, |system| Detail::NotRead { system })),
        }
    }

    fn write(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let s = storage()?;
        let text = std::str::from_utf8(bytes)
            .map_err(|_| Detail::OnlyText.io(io::ErrorKind::InvalidData))?;
        let seq = next_seq(&s)?;
        let data = format!("{}#{seq}", key(path));
        let not_written = |system| Detail::FileNotWritten {
            file: path.to_owned(),
            system,
        };
        s.set_item(&data, text)
            .map_err(|e| js_error(e, not_written))?;
        let old = pointer(&s, path);
        if let Err(e) = s.set_item(&key(path), &format!("{seq} {data}")) {
            let _ = s.remove_item(&data);
            return Err(js_error(e, not_written));
        }
        if let Some((_, old_data)) = old {
            let _ = s.remove_item(&old_data);
        }
        Ok(())
    }

    fn newest_first(&self, dir: &Path) -> Vec<PathBuf> {
        let Ok(s) = storage() else {
            return Vec::new();
        };
        let prefix = format!("{}/", key(dir));
        let mut files: Vec<(u64, PathBuf)> = s
            .keys()
            .into_iter()
            .filter_map(|k| {
                let name = k.strip_prefix(&prefix)?;
                (name.ends_with(".ron") && !name.contains('/') && !name.contains('#'))
                    .then(|| dir.join(name))
            })
            .filter_map(|path| Some((pointer(&s, &path)?.0, path)))
            .collect();
        coop_automa_engine::sort::sort_by(&mut files, |a, b| {
            b.0.cmp(&a.0).then_with(|| b.1.cmp(&a.1))
        });
        files.into_iter().map(|(_, p)| p).collect()
    }

    /// One call to the page for the whole folder: a list of years of games carries a short
    /// start of each file, not its whole text.
    fn starts_newest_first(
        &self,
        dir: &Path,
        bytes: usize,
    ) -> Vec<(PathBuf, super::backend::Start)> {
        let Ok(s) = storage() else {
            return Vec::new();
        };
        let mut files: Vec<(u64, PathBuf, super::backend::Start)> = s
            .starts(&format!("{}/", key(dir)), bytes)
            .into_iter()
            .map(|(seq, name, text)| {
                let path = dir.join(name);
                let start = match text {
                    Some(text) => Ok(Some(text.into_bytes())),
                    None => {
                        Err(Detail::BytesMissing { file: path.clone() }.io(io::ErrorKind::NotFound))
                    }
                };
                (seq, path, start)
            })
            .collect();
        coop_automa_engine::sort::sort_by(&mut files, |a, b| {
            b.0.cmp(&a.0).then_with(|| b.1.cmp(&a.1))
        });
        files.into_iter().map(|(_, p, start)| (p, start)).collect()
    }

    fn exists(&self, path: &Path) -> bool {
        storage().is_ok_and(|s| pointer(&s, path).is_some())
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        let s = storage()?;
        if pointer(&s, to).is_some() {
            return Err(Detail::FileThere.io(io::ErrorKind::AlreadyExists));
        }
        let (_, data) =
            pointer(&s, from).ok_or_else(|| Detail::NoFile.io(io::ErrorKind::NotFound))?;
        let seq = next_seq(&s)?;
        s.set_item(&key(to), &format!("{seq} {data}"))
            .map_err(|e| js_error(e, |system| Detail::NotMoved { system }))?;
        s.remove_item(&key(from))
            .map_err(|e| js_error(e, |system| Detail::NotMoved { system }))
    }

    /// The pointer's write number: every write and move of any file takes a new one.
    fn stamp(&self, path: &Path) -> Option<u64> {
        pointer(&storage().ok()?, path).map(|(seq, _)| seq)
    }

    /// Every file's bytes and pointer in one call to the page: one journal entry and one
    /// IndexedDB transaction for ten thousand files, not twenty thousand of each.
    fn remove_all(&self, paths: &[PathBuf]) -> Vec<io::Result<()>> {
        let s = match storage() {
            Ok(s) => s,
            Err(e) => return paths.iter().map(|_| Err(copy_of(&e))).collect(),
        };
        let mut keys = Vec::with_capacity(2 * paths.len());
        for path in paths {
            if let Some((_, data)) = pointer(&s, path) {
                keys.push(data);
            }
            keys.push(key(path));
        }
        let done = s
            .call("removeAll", &[&keys.join("\n")])
            .map(|_| ())
            .map_err(|e| js_error(e, |system| Detail::NotDeleted { system }));
        paths
            .iter()
            .map(|_| done.as_ref().copied().map_err(copy_of))
            .collect()
    }

    fn remove(&self, path: &Path) -> io::Result<()> {
        let s = storage()?;
        if let Some((_, data)) = pointer(&s, path) {
            s.remove_item(&data)
                .map_err(|e| js_error(e, |system| Detail::NotDeleted { system }))?;
        }
        s.remove_item(&key(path))
            .map_err(|e| js_error(e, |system| Detail::NotDeleted { system }))
    }
}

/// The same fault again, for each file it stopped: its detail kept.
fn copy_of(e: &io::Error) -> io::Error {
    Detail::of(e).io(e.kind())
}
