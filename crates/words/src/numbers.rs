//! Numbers, dates and times in the table's form: "1.5" and "26 Nov 2026 14:32" in English,
//! "1,5" and "26/11/2026 14:32" in Brazilian Portuguese. Local time: the table's clock.

use super::{Lang, lang, tr};
use chrono::{Local, TimeZone};

/// `x` with `places` decimals and the language's decimal mark.
pub fn decimal(x: f64, places: usize) -> String {
    let text = format!("{x:.places$}");
    match lang() {
        Lang::PtBr => text.replace('.', ","),
        Lang::En | Lang::Pseudo => text,
    }
}

/// A moment in full, local: "26 Nov 2026 14:32" / "26/11/2026 14:32"; the catalog's
/// "unknown time" for none (0 or before).
pub fn date_time(at: i64) -> String {
    local(at, " %H:%M")
}

/// A date alone: "26 Nov 2026" / "26/11/2026".
pub fn date(at: i64) -> String {
    local(at, "")
}

/// The local date of `at` in the language's form, then `time` (a chrono format); the
/// catalog's "unknown time" for none (0 or before).
fn local(at: i64, time: &str) -> String {
    match Local.timestamp_opt(at, 0).single() {
        Some(t) if at > 0 => {
            // The pseudo-language has no month names: its dates are all digits.
            let date = match lang() {
                Lang::PtBr | Lang::Pseudo => "%d/%m/%Y",
                Lang::En => "%-d %b %Y",
            };
            t.format(&format!("{date}{time}")).to_string()
        }
        _ => tr("time-unknown"),
    }
}

/// A save time as the table reads it: "14:32" today, else the date and time.
pub fn time_of_day(at: i64) -> String {
    match Local.timestamp_opt(at, 0).single() {
        // 0 (no time) and before are 1970 or earlier, never today.
        Some(t) if t.date_naive() == Local::now().date_naive() => t.format("%H:%M").to_string(),
        _ => date_time(at),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Lang, set};

    #[test]
    fn decimals_and_dates_in_each_language() {
        crate::test_catalogs::install();
        set(Lang::PtBr, None);
        assert_eq!(decimal(1.5, 1), "1,5");
        assert_eq!(decimal(2.0, 0), "2");
        let at = Local
            .with_ymd_and_hms(2026, 11, 26, 14, 32, 0)
            .single()
            .unwrap()
            .timestamp();
        assert_eq!(date_time(at), "26/11/2026 14:32");
        assert_eq!(date(at), "26/11/2026");
        set(Lang::En, None);
        assert_eq!(decimal(1.5, 1), "1.5");
        assert_eq!(date_time(at), "26 Nov 2026 14:32");
        assert_eq!(date(at), "26 Nov 2026");
        assert_eq!(date_time(0), "at an unknown time");
        set(Lang::PtBr, None);
        assert_eq!(date_time(0), "data desconhecida");
    }
}
