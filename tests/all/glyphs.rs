//! The app draws in one font cut to a subset (assets/fonts, scripts/make-fonts.sh): every
//! character it can put on screen must be in that font, in Regular and in Bold, or a player
//! sees an empty box. Checked here over every string and character literal of the source (the
//! words of every mode, the help, the store's messages), the catalogs and the kingdoms' data in
//! assets/; the UI tests draw whole games with egui_kittest, which fails on a missing glyph.

use coop_automa::app::font_definitions;
use eframe::egui::epaint::text::{Fonts, TextOptions};
use eframe::egui::{FontFamily, FontId};
use std::path::{Path, PathBuf};

fn fonts() -> Fonts {
    Fonts::new(TextOptions::default(), font_definitions())
}

/// The families the app draws in: Regular (Proportional, Monospace) and Bold.
fn families() -> Vec<FontFamily> {
    vec![
        FontFamily::Proportional,
        FontFamily::Monospace,
        FontFamily::Name("bold".into()),
    ]
}

/// The characters (with their line) inside the string and character literals of Rust source:
/// comments are left out (no one reads them on screen), escapes are decoded.
fn literal_chars(source: &str) -> Vec<(char, usize)> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                line += usize::from(chars[i] == '\n');
                i += 1;
            }
            i += 2;
        } else if c == 'r'
            && (i == 0 || !ident(chars[i - 1]))
            && matches!(next, Some('"') | Some('#'))
        {
            // A raw string: r"..." or r#"..."#, no escapes.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                i += 1;
                continue;
            }
            j += 1;
            while let Some(&d) = chars.get(j) {
                if d == '"' && (1..=hashes).all(|k| chars.get(j + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                line += usize::from(d == '\n');
                out.push((d, line));
                j += 1;
            }
            i = j;
        } else if c == '"' {
            i = string_body(&chars, i + 1, '"', &mut line, &mut out);
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{2212}') or a lifetime ('a).
            if next == Some('\\') || chars.get(i + 2) == Some(&'\'') {
                i = string_body(&chars, i + 1, '\'', &mut line, &mut out);
            } else {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Reads a literal's body from `i` to its closing `quote`, decoding escapes into `out`;
/// returns the index after the quote.
fn string_body(
    chars: &[char],
    mut i: usize,
    quote: char,
    line: &mut usize,
    out: &mut Vec<(char, usize)>,
) -> usize {
    while i < chars.len() && chars[i] != quote {
        let c = chars[i];
        if c == '\\' {
            let e = chars.get(i + 1).copied().unwrap_or(' ');
            i += 2;
            match e {
                'n' | 't' | 'r' | '0' => {}
                'u' => {
                    // \u{2212}
                    let close = (i..chars.len()).find(|&k| chars[k] == '}').unwrap_or(i);
                    let hex: String = chars[i + 1..close].iter().collect();
                    if let Some(d) = u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                        out.push((d, *line));
                    }
                    i = close + 1;
                }
                'x' => {
                    let hex: String = chars[i..(i + 2).min(chars.len())].iter().collect();
                    if let Some(d) = u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                        out.push((d, *line));
                    }
                    i += 2;
                }
                '\n' => {
                    // A line continuation: the next line's leading blanks are not in the string.
                    *line += 1;
                    while i < chars.len() && chars[i].is_whitespace() {
                        *line += usize::from(chars[i] == '\n');
                        i += 1;
                    }
                }
                other => out.push((other, *line)),
            }
        } else {
            *line += usize::from(c == '\n');
            out.push((c, *line));
            i += 1;
        }
    }
    i + 1
}

fn files_under(dir: &Path, ext: &str, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files_under(&path, ext, found);
        } else if path.extension().is_some_and(|x| x == ext) {
            found.push(path);
        }
    }
}

/// Every character the font lacks, in any family, with where it is written.
fn missing(fonts: &mut Fonts, texts: &[(PathBuf, Vec<(char, usize)>)]) -> Vec<String> {
    let mut view = fonts.with_pixels_per_point(1.0);
    let mut missing = Vec::new();
    for (path, chars) in texts {
        for &(c, line) in chars {
            if c.is_control() {
                continue;
            }
            for family in families() {
                if !view.has_glyph(&FontId::new(20.0, family.clone()), c) {
                    missing.push(format!(
                        "{}:{line}: {c:?} (U+{:04X}) is not in the font ({family:?})",
                        path.display(),
                        c as u32
                    ));
                }
            }
        }
    }
    missing
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_character_the_app_can_show_is_in_its_font() {
    let mut sources = Vec::new();
    // The app's half: its own, the kit's, the words', the seam's and every mode's screens.
    for dir in crate::common::app_half_dirs() {
        files_under(&root().join(dir), "rs", &mut sources);
    }
    let mut texts: Vec<(PathBuf, Vec<(char, usize)>)> = sources
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).expect("readable source");
            (p.clone(), literal_chars(&text))
        })
        .collect();
    let mut assets = Vec::new();
    files_under(&root().join("assets"), "ron", &mut assets);
    assert!(
        assets.iter().any(|p| p.ends_with("kingdoms.ron")),
        "the kingdoms: {assets:?}"
    );
    // Every catalog of every language (issue 32), comments and all.
    let mut catalogs = Vec::new();
    files_under(&root().join("assets/i18n"), "ftl", &mut catalogs);
    assert!(
        catalogs.iter().any(|p| p.ends_with("pt-BR/app.ftl")),
        "the Portuguese catalogs are read: {catalogs:?}"
    );
    assets.extend(catalogs);
    for p in assets {
        let text = std::fs::read_to_string(&p).expect("readable asset");
        let chars = text
            .lines()
            .enumerate()
            .flat_map(|(n, l)| l.chars().map(move |c| (c, n + 1)))
            .collect();
        texts.push((p, chars));
    }
    // The tests' pseudo-language: every message in it, as the app formats it.
    coop_automa::app::i18n::set(coop_automa::app::i18n::Lang::Pseudo, None);
    let pseudo: String = coop_automa::app::i18n::catalogs()
        .iter()
        .flat_map(|c| c.en.lines())
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim()))
        .filter(|id| !id.starts_with('#') && !id.is_empty())
        .map(coop_automa::app::i18n::tr)
        .collect();
    assert!(pseudo.contains('«') && pseudo.contains('ñ'), "{pseudo}");
    texts.push((
        PathBuf::from("pseudo-language"),
        pseudo.chars().map(|c| (c, 1)).collect(),
    ));
    let checked: usize = texts.iter().map(|(_, c)| c.len()).sum();
    assert!(checked > 50_000, "only {checked} characters read");
    let missing = missing(&mut fonts(), &texts);
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// The test above reads what a source says: a sign the font lacks in a string, an escape or a
/// character literal is caught; the same sign in a comment is not (no one sees it).
#[test]
fn the_check_finds_a_missing_sign_in_a_literal_and_not_in_a_comment() {
    let source = r####"
        // A comment may say ▶ or ≡.
        /* so may ▼ this one */
        fn f() -> (String, char, &'static str, &'static str) {
            (format!("Next ▶ {}", 1), '✔', "\u{25BC}", r#"raw ⏵ "quoted""#)
        }
    "####;
    let chars = literal_chars(source);
    let texts = vec![(PathBuf::from("example.rs"), chars)];
    let missing = missing(&mut fonts(), &texts);
    let signs: Vec<&str> = ["'▶'", "'✔'", "'▼'", "'⏵'"].into();
    for sign in &signs {
        assert!(
            missing.iter().any(|m| m.contains(sign)),
            "{sign} not found missing: {missing:?}"
        );
    }
    assert!(
        missing.iter().all(|m| m.contains("example.rs:5:")),
        "{missing:?}"
    );
    assert!(!missing.iter().any(|m| m.contains('≡')), "{missing:?}");
    // Each sign in each of the three families.
    assert_eq!(missing.len(), signs.len() * families().len(), "{missing:?}");
}

/// Room for the next language: the font draws the letters of the languages a table may ask
/// for next, in both weights.
#[test]
fn the_font_has_the_letters_of_the_next_languages() {
    let alphabets = [
        ("Portuguese", "ÁÂÃÀÇÉÊÍÓÔÕÚáâãàçéêíóôõú"),
        ("Spanish", "ÁÉÍÑÓÚÜáéíñóúü¿¡"),
        ("French", "ÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸàâæçéèêëîïôœùûüÿ«»"),
        ("German", "ÄÖÜäöüß„“"),
        ("Italian", "ÀÈÉÌÒÙàèéìòù"),
        ("Dutch", "ĲĳËëÏï"),
        ("Polish", "ĄĆĘŁŃÓŚŹŻąćęłńóśźż"),
        ("Czech", "ÁČĎÉĚÍŇÓŘŠŤÚŮÝŽáčďéěíňóřšťúůýž"),
        ("Hungarian", "ÁÉÍÓÖŐÚÜŰáéíóöőúüű"),
        ("Romanian", "ĂÂÎȘȚăâîșț"),
        ("Turkish", "ÇĞİÖŞÜçğıöşü"),
        ("Scandinavian", "ÅÆØåæø"),
    ];
    let mut fonts = fonts();
    let mut view = fonts.with_pixels_per_point(1.0);
    for (language, letters) in alphabets {
        for family in families() {
            let font = FontId::new(20.0, family.clone());
            let lacks: String = letters
                .chars()
                .filter(|&c| !view.has_glyph(&font, c))
                .collect();
            assert!(lacks.is_empty(), "{language} ({family:?}) lacks {lacks}");
        }
    }
}

/// Issue 61: the app's list of what its font draws (`i18n::drawable::DRAWN`, by which a name's
/// emoji becomes a "?") is the font: every range's first and last character is in it in every
/// family, and the character before and after each range (where no other range holds it) is
/// not. A font made with other ranges fails here until the list follows.
#[test]
fn the_list_of_drawn_characters_is_the_fonts() {
    use coop_automa::app::i18n::drawable::{DRAWN, has};
    let mut fonts = fonts();
    let mut view = fonts.with_pixels_per_point(1.0);
    for &(lo, hi) in DRAWN {
        for family in families() {
            let font = FontId::new(20.0, family.clone());
            for c in [lo, hi] {
                assert!(view.has_glyph(&font, c), "U+{:04X} ({family:?})", c as u32);
            }
            for c in [lo as u32 - 1, hi as u32 + 1]
                .into_iter()
                .filter_map(char::from_u32)
            {
                if !has(c) && !c.is_control() {
                    assert!(
                        !view.has_glyph(&font, c),
                        "U+{:04X} is in the font ({family:?}): add it to DRAWN",
                        c as u32
                    );
                }
            }
        }
    }
    // What the font lacks is drawn as the mark, which it has.
    assert!(view.has_glyph(
        &FontId::proportional(20.0),
        coop_automa::app::i18n::drawable::MISSING
    ));
}
