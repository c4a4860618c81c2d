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
}

/// Usage text for `--help` and for a bad argument.
pub const USAGE: &str = "usage: coop-automa [OPTIONS] [SAVED-GAME.ron]

  SAVED-GAME.ron          open this saved game (the file itself is never changed)
  --data-dir DIR          keep autosaves and saved games in DIR
                          (also: the COOP_AUTOMA_DATA_DIR environment variable)
  --exit-after-frames N   draw N frames, print the milliseconds from start to the first
                          frame on stderr, and exit
  --log-frames            print \"frame N at T ms\" on stderr for every frame drawn
  --size WxH              open the window at this size, e.g. 1920x1080
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
