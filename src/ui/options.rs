//! The command line.

/// Command-line options.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Options {
    /// Draw this many frames, then exit (benchmarks and the smoke test).
    pub exit_after_frames: Option<u64>,
}

/// Usage text for `--help` and for a bad argument.
pub const USAGE: &str = "usage: coop-automa [--exit-after-frames N]

  --exit-after-frames N   draw N frames, print the milliseconds from start to the first
                          frame on stderr, and exit
  --help                  show this text";

/// Reads the command line; the message says what is wrong.
pub fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
    let mut options = Options::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--exit-after-frames" => {
                let n = args
                    .next()
                    .ok_or("--exit-after-frames needs a number of frames, e.g. 5")?;
                let n: u64 = n.parse().ok().filter(|n| *n > 0).ok_or(format!(
                    "--exit-after-frames needs a whole number above 0, not \"{n}\""
                ))?;
                options.exit_after_frames = Some(n);
            }
            "--help" | "-h" => return Err("--help".into()),
            other => return Err(format!("unknown argument \"{other}\"")),
        }
    }
    Ok(options)
}
