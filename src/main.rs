use std::time::Instant;

fn main() {
    let started = Instant::now();
    let options = match coop_automa::app::parse_args(std::env::args_os().skip(1)) {
        Ok(options) => options,
        Err(message) if message == "--help" => {
            println!("{}", coop_automa::app::USAGE);
            return;
        }
        Err(message) => {
            eprintln!("coop-automa: {message}\n\n{}", coop_automa::app::USAGE);
            std::process::exit(2);
        }
    };
    if let Err(e) = coop_automa::app::run(options, started) {
        eprintln!("coop-automa: could not open the window: {e}");
        std::process::exit(1);
    }
}
