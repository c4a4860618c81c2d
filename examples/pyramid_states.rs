//! Writes a saved pyramid game for each screen state of `tests/all/common/pyramid_states.rs`, to
//! open them and take screenshots: `cargo run --example pyramid_states DIR`, then
//! `coop-automa DIR/pyramid-cascade.ron`.

#[path = "../tests/all/common/pyramid_states.rs"]
mod pyramid_states;

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "screen-states".into());
    std::fs::create_dir_all(&dir).expect("the folder can be made");
    for (name, game) in pyramid_states::all() {
        let text = coop_automa::store::to_ron(&game, &format!("state-{name}"), Some(name), 0)
            .expect("serializes");
        let path = std::path::Path::new(&dir).join(format!("{name}.ron"));
        std::fs::write(&path, text).expect("written");
        println!("{}", path.display());
    }
}
