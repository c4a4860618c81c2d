//! A catalog of the tests' own, installed as the app installs its: the words are tested
//! without any of the app's messages.

use crate::Catalog;

const EN: &str = "\
time-unknown = at an unknown time
list-comma = { $a }, { $b }
list-and = { $a } and { $b }
count = { $n ->
    [one] { $n } game
   *[other] { $n } games
}
named = Saved by { $name }.
";

const PT_BR: &str = "\
time-unknown = data desconhecida
list-comma = { $a }, { $b }
list-and = { $a } e { $b }
count = { $n ->
    [one] { $n } partida
   *[other] { $n } partidas
}
";

static CATALOGS: [Catalog; 1] = [Catalog {
    name: "tests",
    en: EN,
    pt_br: PT_BR,
}];

pub fn install() {
    crate::install(&CATALOGS);
}

#[cfg(test)]
mod tests {
    use crate::{Lang, and_list, set, t};

    #[test]
    fn counts_are_grouped_by_thousands_and_chosen_by_plural_in_each_language() {
        super::install();
        set(Lang::En, None);
        assert_eq!(t!("count", n = 10_000), "10,000 games");
        assert_eq!(t!("count", n = 9_999), "9999 games");
        assert_eq!(t!("count", n = 1), "1 game");
        set(Lang::PtBr, None);
        assert_eq!(t!("count", n = 10_000), "10.000 partidas");
        assert_eq!(t!("count", n = 1_234_567), "1.234.567 partidas");
        assert_eq!(t!("count", n = 1), "1 partida");
        // A message the language lacks is the English one; one no catalog has, its id.
        assert_eq!(t!("named", name = "Ann"), "Saved by Ann.");
        assert_eq!(t!("nowhere"), "nowhere");
        set(Lang::Pseudo, None);
        assert_eq!(t!("count", n = 1), "«1 gááméé»");
    }

    #[test]
    fn lists_are_joined_in_the_language_of_the_sentences() {
        super::install();
        set(Lang::PtBr, None);
        assert_eq!(and_list(&["Ana", "Bia", "Caio"]), "Ana, Bia e Caio");
        set(Lang::En, None);
        assert_eq!(and_list(&["Ann", "Bea"]), "Ann and Bea");
        assert_eq!(and_list(&["Ann"]), "Ann");
        assert_eq!(and_list::<&str>(&[]), "");
    }

    #[test]
    fn a_full_stop_placed_before_the_messages_own_is_said_once() {
        super::install();
        set(Lang::En, None);
        assert_eq!(t!("named", name = "Ann Jr."), "Saved by Ann Jr.");
        assert_eq!(t!("named", name = "../"), "Saved by ../.");
    }

    #[test]
    fn a_name_is_placed_as_the_font_can_draw_it() {
        super::install();
        set(Lang::En, None);
        assert_eq!(
            t!("named", name = "Ann\nBea"),
            t!("named", name = "Ann Bea")
        );
    }

    /// Catalogs are added, not replaced: a second one brings its messages and keeps the
    /// first's; a catalog whose name is installed already changes nothing (the app installs
    /// every catalog, and the seam and each mode's screens add theirs before their first
    /// word, in whatever order).
    #[test]
    fn a_catalog_installed_later_is_added_and_one_of_the_same_name_changes_nothing() {
        static EXTRA: [crate::Catalog; 1] = [crate::Catalog {
            name: "extra",
            en: "extra-hello = Hello from the extra catalog\ncount = not this one\n",
            pt_br: "extra-hello = Olá do catálogo extra\n",
        }];
        static SAME_NAME: [crate::Catalog; 1] = [crate::Catalog {
            name: "extra",
            en: "extra-hello = replaced\n",
            pt_br: "extra-hello = trocado\n",
        }];
        super::install();
        crate::install(&EXTRA);
        set(Lang::En, None);
        assert_eq!(t!("extra-hello"), "Hello from the extra catalog");
        // The first catalog's message stays the first's.
        assert_eq!(t!("count", n = 2), "2 games");
        crate::install(&SAME_NAME);
        super::install();
        assert_eq!(t!("extra-hello"), "Hello from the extra catalog");
        set(Lang::PtBr, None);
        assert_eq!(t!("extra-hello"), "Olá do catálogo extra");
        set(Lang::En, None);
        assert!(crate::installed().contains(&"tests"));
        assert!(crate::installed().contains(&"extra"));
    }
}
