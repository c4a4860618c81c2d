#[cfg(not(target_arch = "wasm32"))]
use web_time::Instant;

/// On the web, the page's canvas (see `app::web`).
#[cfg(target_arch = "wasm32")]
fn main() {
    coop_automa::app::web::start();
}

#[cfg(not(target_arch = "wasm32"))]
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
    if let Some(host) = options.host {
        if let Err(e) = coop_automa::app::host_command::run(options.data_dir, host) {
            eprintln!("coop-automa host: {e}");
            std::process::exit(1);
        }
        return;
    }
    if let Err(e) = coop_automa::app::run(options, started) {
        eprintln!("coop-automa: could not open the window: {e}");
        std::process::exit(1);
    }
}
