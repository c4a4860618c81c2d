//! The languages the app speaks, by their BCP 47 tags.

/// A language of the sentences or of the card names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    PtBr,
    /// The tests' pseudo-language: English with every letter of a message accented, about
    /// 40% longer, inside « », so a word written in code (outside the markers) stands out,
    /// and so does a row too tight for a longer language. Never offered to a table.
    Pseudo,
}

impl Lang {
    /// The languages a table can choose, in the picker's order.
    pub const OFFERED: [Lang; 2] = [Lang::En, Lang::PtBr];

    /// The BCP 47 tag, as the settings keep it and the web page's `lang` names it.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::PtBr => "pt-BR",
            Lang::Pseudo => "x-pseudo",
        }
    }

    /// The language's own name for itself, as the picker shows it (the same in every
    /// language, so a table lost in a language it does not read finds its own).
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::PtBr => "Português (Brasil)",
            Lang::Pseudo => "«Pséúdó»",
        }
    }

    /// The language of a tag as a system or a browser gives it ("pt-BR", "pt_BR.UTF-8",
    /// "en-US", "pt"): the first of ours it names, else `None`. Portugal's Portuguese takes
    /// Brazil's (closer than English to a Portuguese table).
    pub fn of_tag(tag: &str) -> Option<Lang> {
        let base = tag
            .split(['.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase()
            .replace('_', "-");
        let primary = base.split('-').next().unwrap_or_default();
        match primary {
            "en" => Some(Lang::En),
            "pt" => Some(Lang::PtBr),
            "x" if base == "x-pseudo" => Some(Lang::Pseudo),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Lang;

    #[test]
    fn tags_as_systems_and_browsers_write_them() {
        assert_eq!(Lang::of_tag("pt-BR"), Some(Lang::PtBr));
        assert_eq!(Lang::of_tag("pt_BR.UTF-8"), Some(Lang::PtBr));
        assert_eq!(Lang::of_tag("pt"), Some(Lang::PtBr));
        assert_eq!(Lang::of_tag("pt-PT"), Some(Lang::PtBr));
        assert_eq!(Lang::of_tag("en-US"), Some(Lang::En));
        assert_eq!(Lang::of_tag("en_GB.UTF-8@euro"), Some(Lang::En));
        assert_eq!(Lang::of_tag("de-DE"), None);
        assert_eq!(Lang::of_tag("C"), None);
        assert_eq!(Lang::of_tag(""), None);
        for lang in [Lang::En, Lang::PtBr, Lang::Pseudo] {
            assert_eq!(Lang::of_tag(lang.tag()), Some(lang));
        }
    }
}
