//! The join link as a QR code: a phone's camera app opens it in one tap. The modules as
//! data (the app paints them), and as text for a terminal (`coop-automa host`).

use qrcode::{Color, EcLevel, QrCode};

/// The code's modules, row by row, `true` dark, without the quiet zone around them; `None`
/// for a link too long for any code (a link is a hundred characters; a code holds 2,000).
pub fn modules(link: &str) -> Option<Vec<Vec<bool>>> {
    // M: a code still read with a fingerprint or a glare on the screen.
    let code = QrCode::with_error_correction_level(link, EcLevel::M).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    Some(
        colors
            .chunks(width)
            .map(|row| row.iter().map(|&c| c == Color::Dark).collect())
            .collect(),
    )
}

/// The code for a terminal: two rows of modules a line in half blocks, black on white by
/// the terminal's colour codes (a dark terminal would otherwise show it inverted, which some
/// cameras do not read), with the quiet zone of 2 modules a camera needs around it (`None`
/// as `modules`).
pub fn text(link: &str) -> Option<String> {
    let modules = modules(link)?;
    let size = modules.len() + 2 * QUIET;
    let dark = |row: usize, col: usize| {
        let (Some(r), Some(c)) = (row.checked_sub(QUIET), col.checked_sub(QUIET)) else {
            return false;
        };
        modules
            .get(r)
            .and_then(|m| m.get(c))
            .copied()
            .unwrap_or(false)
    };
    let mut out = String::new();
    for row in (0..size).step_by(2) {
        out.push_str(BLACK_ON_WHITE);
        for col in 0..size {
            out.push(match (dark(row, col), dark(row + 1, col)) {
                (false, false) => ' ',
                (true, false) => '▀',
                (false, true) => '▄',
                (true, true) => '█',
            });
        }
        out.push_str(PLAIN);
        out.push('\n');
    }
    Some(out)
}

/// The light modules a camera needs around a code, on each side.
const QUIET: usize = 2;
/// A terminal's colour codes: black on white, then its own colours again.
pub const BLACK_ON_WHITE: &str = "\x1b[30;47m";
pub const PLAIN: &str = "\x1b[0m";

#[cfg(test)]
mod tests {
    use super::*;

    const LINK: &str =
        "http://192.168.1.20:8737/?join=0123456789abcdef0123456789abcdef&game=20261206T101500-ab12";

    /// A finder pattern: a dark 7x7 ring, a light ring inside it, a dark 3x3 centre.
    fn finder_at(m: &[Vec<bool>], top: usize, left: usize) -> bool {
        (0..7).all(|r| {
            (0..7).all(|c| {
                let ring = r.min(c).min(6 - r).min(6 - c);
                m[top + r][left + c] == (ring != 1)
            })
        })
    }

    #[test]
    fn a_join_link_is_a_square_code_with_its_three_finders() {
        let m = modules(LINK).unwrap();
        let n = m.len();
        assert!(m.iter().all(|row| row.len() == n));
        assert_eq!((n - 17) % 4, 0, "a QR version's size: {n}");
        assert!(finder_at(&m, 0, 0) && finder_at(&m, 0, n - 7) && finder_at(&m, n - 7, 0));
        assert!(
            !finder_at(&m, n - 7, n - 7),
            "no finder at the fourth corner"
        );
        assert_ne!(
            modules(&LINK.replace("ab12", "ab13")).unwrap(),
            m,
            "another game, another code"
        );
        assert_eq!(modules(&"x".repeat(5000)), None, "too long for any code");
    }

    #[test]
    fn the_terminals_code_is_two_rows_a_line_with_its_quiet_zone() {
        let n = modules(LINK).unwrap().len() + 2 * QUIET;
        let text = text(LINK).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), n.div_ceil(2));
        for line in &lines {
            let inner = line
                .strip_prefix(BLACK_ON_WHITE)
                .and_then(|l| l.strip_suffix(PLAIN));
            assert_eq!(inner.map(|l| l.chars().count()), Some(n), "{line:?}");
        }
        // The quiet zone is the first line, light; the finder's left edge starts the next.
        let line =
            |i: usize| -> Vec<char> { lines[i][BLACK_ON_WHITE.len()..].chars().take(n).collect() };
        assert!(line(0).iter().all(|&c| c == ' '));
        assert_eq!(line(1)[..QUIET + 1], [' ', ' ', '█'], "the finder's corner");
    }
}
