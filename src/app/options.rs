//! The command line.

use std::ffi::OsString;
use std::path::PathBuf;

/// Command-line options.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Options {
    /// Draw this many frames, then exit (benchmarks and the smoke test).
    pub exit_after_frames: Option<u64>,
    /// Where games are kept (`--data-dir`); else `$COOP_AUTOMA_DATA_DIR`, else the user's
    /// data folder.
    pub data_dir: Option<PathBuf>,
    /// A saved game to open at start.
    pub open: Option<PathBuf>,
    /// Print a line on stderr for every frame drawn (to measure idle: it should print none).
    pub log_frames: bool,
    /// The window's size at start in points (`--size 1920x1080`), e.g. to fill a screen that
    /// has no window manager to maximize it.
    pub size: Option<[f32; 2]>,
    /// `coop-automa host`: serve the games to the devices at the table, with no window.
    pub host: Option<HostOptions>,
    /// A host's game to join (`--join ws://HOST/ws/GAME?join=SECRET`; on the web, the page's
    /// own link from a host).
    pub join: Option<String>,
    /// The web build a window serves to the phones at the table ("Play on several
    /// devices"; `--web`), else one found beside the app.
    pub web: Option<PathBuf>,
}

/// How `coop-automa host` serves.
#[derive(Debug, Clone, PartialEq)]
pub struct HostOptions {
    /// The web build served to the devices (`--web`; `dist`, as `web/build.sh dist` makes it).
    pub web: PathBuf,
    /// The port (`--port`; 0: any free one).
    pub port: u16,
}

impl Default for HostOptions {
    fn default() -> Self {
        HostOptions {
            web: PathBuf::from("dist"),
            port: DEFAULT_PORT,
        }
    }
}

/// The port a host serves on unless told otherwise.
pub const DEFAULT_PORT: u16 = 8737;

/// Usage text for `--help` and for a bad argument.
pub const USAGE: &str = "usage: coop-automa [OPTIONS] [SAVED-GAME.ron]

  SAVED-GAME.ron          open this saved game (the file itself is never changed)
  --data-dir DIR          keep autosaves and saved games in DIR
                          (also: the COOP_AUTOMA_DATA_DIR environment variable)
  --exit-after-frames N   draw N frames, print the milliseconds from start to the first
                          frame on stderr, and exit
  --log-frames            print \"frame N at T ms\" on stderr for every frame drawn
  --size WxH              open the window at this size, e.g. 1920x1080
  --join ws://HOST/ws/GAME?join=SECRET
                          play a game a host serves (see coop-automa host)
  --web DIR               the web build \"Play on several devices\" serves to phones
                          (default: a dist folder beside the app, as web/build.sh makes it)
  --help                  show this text

usage: coop-automa host [--data-dir DIR] [--web DIR] [--port N]

  serve the data folder's games in play to the phones and tablets at the table, on the
  local network, with no window; print each game's link to open (Ctrl-C stops it)
  --web DIR               the web build to serve (default: dist, as web/build.sh dist makes it)
  --port N                the port (default: 8737; 0: any free one)";

/// Reads the command line; the message says what is wrong. `Err("--help")` asks for help.
/// Arguments are taken as the system gives them: a file name need not be valid UTF-8.
pub fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Options, String> {
    let mut options = Options::default();
    let mut args = args.into_iter();
    while let Some(raw) = args.next() {
        let arg = raw.to_string_lossy().into_owned();
        match (arg.as_str(), options.host.as_mut()) {
            ("--web", Some(host)) => {
                let dir = args.next().ok_or("--web needs the web build's folder")?;
                host.web = PathBuf::from(dir);
                continue;
            }
            ("--port", Some(host)) => {
                let n = args
                    .next()
                    .ok_or("--port needs a port number, e.g. 8737")?
                    .to_string_lossy()
                    .into_owned();
                host.port = n
                    .parse()
                    .map_err(|_| format!("--port needs a number from 0 to 65535, not \"{n}\""))?;
                continue;
            }
            _ => {}
        }
        match arg.as_str() {
            "--exit-after-frames" => {
                let n = args
                    .next()
                    .ok_or("--exit-after-frames needs a number of frames, e.g. 5")?
                    .to_string_lossy()
                    .into_owned();
                let n: u64 = n.parse().ok().filter(|n| *n > 0).ok_or(format!(
                    "--exit-after-frames needs a whole number above 0, not \"{n}\""
                ))?;
                options.exit_after_frames = Some(n);
            }
            "--data-dir" => {
                let dir = args.next().ok_or("--data-dir needs a folder")?;
                options.data_dir = Some(PathBuf::from(dir));
            }
            "--log-frames" => options.log_frames = true,
            "--web" => {
                let dir = args.next().ok_or("--web needs the web build's folder")?;
                options.web = Some(PathBuf::from(dir));
            }
            "--join" => {
                let url = args
                    .next()
                    .ok_or("--join needs the game's address on a host")?;
                let url = url.to_string_lossy().into_owned();
                if !url.starts_with("ws://") || !url.contains("join=") {
                    return Err(format!(
                        "--join needs ws://HOST/ws/GAME?join=SECRET, as a host's link gives, not \"{url}\""
                    ));
                }
                options.join = Some(url);
            }
            "host" if options.host.is_none() && options.open.is_none() => {
                options.host = Some(HostOptions::default());
            }
            "--size" => {
                let text = args
                    .next()
                    .ok_or("--size needs a width and height, e.g. 1920x1080")?
                    .to_string_lossy()
                    .into_owned();
                options.size = Some(parse_size(&text)?);
            }
            "--help" | "-h" => return Err("--help".into()),
            other if other.starts_with('-') => {
                return Err(format!("unknown option \"{other}\""));
            }
            file if options.host.is_some() => {
                return Err(format!("a host opens no saved game, not \"{file}\""));
            }
            file => {
                if options.open.is_some() {
                    return Err(format!(
                        "only one saved game can be opened at a time, not also \"{file}\""
                    ));
                }
                options.open = Some(PathBuf::from(raw));
            }
        }
    }
    Ok(options)
}

/// "1920x1080" as a window size; anything else is refused with what to type.
fn parse_size(text: &str) -> Result<[f32; 2], String> {
    let bad = || {
        format!(
            "--size needs WIDTHxHEIGHT from 360x300 to 8000x8000, like 1920x1080, not \"{text}\""
        )
    };
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let w: u32 = w.trim().parse().map_err(|_| bad())?;
    let h: u32 = h.trim().parse().map_err(|_| bad())?;
    if !(360..=8000).contains(&w) || !(300..=8000).contains(&h) {
        return Err(bad());
    }
    Ok([w as f32, h as f32])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Options, String> {
        parse_args(args.iter().map(OsString::from))
    }

    #[test]
    fn host_reads_its_own_options_and_refuses_them_without_it() {
        let o = parse(&["host", "--data-dir", "d", "--web", "w", "--port", "0"]).unwrap();
        let host = o.host.unwrap();
        assert_eq!((host.web, host.port), (PathBuf::from("w"), 0));
        assert_eq!(o.data_dir, Some(PathBuf::from("d")));
        let o = parse(&["host"]).unwrap().host.unwrap();
        assert_eq!((o.web, o.port), (PathBuf::from("dist"), DEFAULT_PORT));
        assert!(
            parse(&["host", "--port", "65536"])
                .unwrap_err()
                .contains("0 to 65535")
        );
        assert!(
            parse(&["host", "--port"])
                .unwrap_err()
                .contains("needs a port")
        );
        assert!(
            parse(&["host", "game.ron"])
                .unwrap_err()
                .contains("no saved game")
        );
        assert_eq!(
            parse(&["--web", "w"]).unwrap().web,
            Some(PathBuf::from("w"))
        );
        let o = parse(&["--data-dir", "d", "host"]).unwrap();
        assert_eq!((o.open, o.host.is_some()), (None, true));
    }

    #[test]
    fn a_window_size_is_read_and_a_bad_one_refused() {
        assert_eq!(
            parse(&["--size", "1920x1080"]).unwrap().size,
            Some([1920.0, 1080.0])
        );
        for bad in ["1920", "axb", "10x10", "1920x", "99999x100"] {
            let e = parse(&["--size", bad]).unwrap_err();
            assert!(e.contains("like 1920x1080"), "{bad}: {e}");
        }
        assert!(parse(&["--size"]).unwrap_err().contains("needs a width"));
    }
}
