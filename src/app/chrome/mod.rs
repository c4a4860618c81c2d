//! The app's frame around every mode's table, the same in each: the top row of tools and the
//! language menu, the bottom bar with the big button and undo, and the app's own dialogs
//! (close, a game open elsewhere, help, a question, a new game). Built from the kit; it says
//! what was pressed as the app's messages.

pub(super) mod bar;
pub(super) mod dialog;
pub(super) mod language;
pub(super) mod tools;
