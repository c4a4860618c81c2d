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
}

/// Usage text for `--help` and for a bad argument.
pub const USAGE: &str = "usage: coop-automa [OPTIONS] [SAVED-GAME.ron]

  SAVED-GAME.ron          open this saved game (the file itself is never changed)
  --data-dir DIR          keep autosaves and saved games in DIR
                          (also: the COOP_AUTOMA_DATA_DIR environment variable)
  --exit-after-frames N   draw N frames, print the milliseconds from start to the first
                          frame on stderr, and exit
  --log-frames            print \"frame N at T ms\" on stderr for every frame drawn
  --help                  show this text";

/// Reads the command line; the message says what is wrong. `Err("--help")` asks for help.
/// Arguments are taken as the system gives them: a file name need not be valid UTF-8.
pub fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Options, String> {
    let mut options = Options::default();
    let mut args = args.into_iter();
    while let Some(raw) = args.next() {
        let arg = raw.to_string_lossy().into_owned();
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
            "--help" | "-h" => return Err("--help".into()),
            other if other.starts_with('-') => {
                return Err(format!("unknown option \"{other}\""));
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
