//! The smallest eframe web page with the app's features (glow, accesskit, default fonts), as
//! the yardstick for the web build's size and start-up (scripts/bench-web.sh builds it like
//! the app and loads both in the same browser). Draws one label; on the desktop it does
//! nothing. Its first frame is told to the page as `window.firstFrameMs`, like the app's.

#[cfg(target_arch = "wasm32")]
fn main() {
    use eframe::egui;
    use wasm_bindgen::JsCast;

    struct Minimal {
        told: bool,
    }

    impl eframe::App for Minimal {
        fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.label("Hello");
            });
            if !self.told {
                self.told = true;
                coop_automa::app::web::tell_first_frame();
            }
        }
    }

    wasm_bindgen_futures::spawn_local(async {
        let canvas = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("coop_automa_canvas"))
            .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
            .expect("the page has the canvas");
        let _ = eframe::WebRunner::new()
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(|_cc| Ok(Box::new(Minimal { told: false }))),
            )
            .await;
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("minimal_web is the web yardstick: see scripts/bench-web.sh");
}
