fn main() -> eframe::Result {
    coop_automa::ui::run()
}
