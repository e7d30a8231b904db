use super::*;
use crate::record::testing::unprivileged;

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn writes_replaces_and_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("save.json");
    write_atomic(&path, b"one").expect("first write");
    write_atomic(&path, b"two, longer").expect("second write");
    assert_eq!(fs::read(&path).expect("read"), b"two, longer");
    assert_eq!(names(dir.path()), ["save.json"]);
}

#[test]
fn a_missing_directory_is_an_error_naming_the_path() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("nowhere").join("save.json");
    let err = write_atomic(&path, b"x").expect_err("no directory");
    assert_eq!(err.kind(), Some(io::ErrorKind::NotFound));
    let text = err.to_string();
    assert!(text.contains(&path.display().to_string()), "{text}");
    assert!(text.contains("creating a temporary file"), "{text}");
    assert_eq!(names(dir.path()), Vec::<String>::new());
}

#[cfg(unix)]
#[test]
fn a_read_only_directory_keeps_the_old_file_whole() {
    use crate::record::testing::read_only;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("scores.jsonl");
    write_atomic(&path, b"old").expect("first write");
    read_only(dir.path(), true);
    let result = unprivileged(|| write_atomic(&path, b"new"));
    read_only(dir.path(), false);
    let err = result.expect_err("read-only");
    assert_eq!(err.kind(), Some(io::ErrorKind::PermissionDenied), "{err}");
    assert!(err.to_string().contains("scores.jsonl"), "{err}");
    assert_eq!(fs::read(&path).expect("read"), b"old");
    assert_eq!(names(dir.path()), ["scores.jsonl"]);
}

#[test]
fn a_directory_in_the_way_is_an_error_and_cleans_up() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("taken");
    fs::create_dir_all(path.join("inside")).expect("mkdir");
    let err = write_atomic(&path, b"x").expect_err("a directory is there");
    assert!(err.to_string().contains("renaming"), "{err}");
    assert_eq!(names(dir.path()), ["taken"]);
}

#[test]
fn write_new_never_replaces() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("r.json");
    write_new_atomic(&path, b"first").expect("new");
    let err = write_new_atomic(&path, b"second").expect_err("exists");
    assert_eq!(err.kind(), Some(io::ErrorKind::AlreadyExists));
    assert_eq!(fs::read(&path).expect("read"), b"first");
    assert_eq!(names(dir.path()), ["r.json"]);
}

#[test]
fn remove_is_quiet_when_nothing_is_there() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("save.json");
    remove(&path).expect("nothing to remove");
    write_atomic(&path, b"x").expect("write");
    remove(&path).expect("remove");
    assert!(!path.exists());
}

#[test]
fn many_threads_writing_one_file_leave_one_whole_version() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("save.json");
    std::thread::scope(|s| {
        for t in 0..4u8 {
            let path = &path;
            s.spawn(move || {
                for _ in 0..25 {
                    write_atomic(path, &[b'a' + t; 4096]).expect("write");
                }
            });
        }
    });
    let bytes = fs::read(&path).expect("read");
    assert_eq!(bytes.len(), 4096);
    assert!(bytes.iter().all(|&b| b == bytes[0]));
    assert_eq!(names(dir.path()), ["save.json"]);
}
