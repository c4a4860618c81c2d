//! Every scroll area of the app is shown through the kit's `quiet_moves::scrolled` (or
//! `scrolled_rows`), which marks its bars as following the pointer: the web build draws no
//! frame for a pointer move that changes nothing drawn, and a bar's handle lights up under the
//! pointer while the rest of the bar does not. A scroll area shown with egui's own `show`
//! would keep its handle lit (or dark) after the pointer moved on. Read from src/app and the kit.

#[test]
fn every_scroll_area_is_shown_through_the_kit() {
    let mut found = Vec::new();
    let kit = crate::common::source_files("crates/kit/src");
    assert!(kit.iter().any(|(p, _)| p.ends_with("scroll.rs")));
    for (path, text) in crate::common::source_files("src/app")
        .into_iter()
        .chain(kit)
    {
        if path.to_string_lossy().contains("kit/src/quiet_moves/") {
            continue;
        }
        let code: String = text
            .lines()
            .map(|l| l.split("//").next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join("\n");
        let areas = code.matches("ScrollArea::").count();
        let shown = code.matches("quiet_moves::scrolled").count();
        if areas > shown || code.contains(".show_rows(") || code.contains(".show_viewport(") {
            found.push(format!(
                "{}: {areas} scroll areas, {shown} shown through the kit",
                path.display()
            ));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
