//! Issue 61: a file is read only when it is a regular one, and never past one byte more than
//! the caller takes (the caller then refuses it as too large, without reading the rest).

use coop_automa_store::read_file_at_most;

#[test]
fn a_regular_file_is_read_up_to_one_byte_past_the_bound() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("store-read-bounded");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("ten.ron");
    std::fs::write(&path, b"0123456789").unwrap();
    // Under, at and over the bound: the whole file while it fits, one byte past it else.
    assert_eq!(read_file_at_most(&path, 11).unwrap().len(), 10);
    assert_eq!(read_file_at_most(&path, 10).unwrap().len(), 10);
    assert_eq!(read_file_at_most(&path, 9).unwrap().len(), 10);
    assert_eq!(read_file_at_most(&path, 3).unwrap().len(), 4);
    assert_eq!(read_file_at_most(&path, 0).unwrap().len(), 1);
    // A folder and a device are not opened.
    assert!(read_file_at_most(&dir, 100).is_err());
    #[cfg(unix)]
    assert!(read_file_at_most(std::path::Path::new("/dev/zero"), 100).is_err());
}
