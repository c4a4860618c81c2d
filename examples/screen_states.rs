//! Writes a saved game for each screen state the tests check (shared Hex, Locusts, the Fleet
//! round, its last card, a long game...), to open them and take screenshots:
//! `cargo run --example screen_states DIR`, then `coop-automa DIR/locusts.ron`.

#[path = "../tests/all/common/states.rs"]
mod states;

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "screen-states".into());
    std::fs::create_dir_all(&dir).expect("the folder can be made");
    for (name, game) in states::all() {
        let text = coop_automa::store::to_ron(&game, &format!("state-{name}"), Some(name), 0)
            .expect("serializes");
        let path = std::path::Path::new(&dir).join(format!("{name}.ron"));
        std::fs::write(&path, text).expect("written");
        println!("{}", path.display());
    }
}
