//! Words that follow their numbers: "1 Duchy", "2 Duchies".

/// `n` with the singular or plural noun: `count(1, "Duchy", "Duchies")` is "1 Duchy".
pub fn count(n: usize, singular: &str, plural: &str) -> String {
    if n == 1 {
        format!("1 {singular}")
    } else {
        format!("{n} {plural}")
    }
}

#[cfg(test)]
mod tests {
    use super::count;

    #[test]
    fn one_is_singular_and_every_other_number_plural() {
        assert_eq!(count(1, "Duchy", "Duchies"), "1 Duchy");
        assert_eq!(count(0, "Duchy", "Duchies"), "0 Duchies");
        assert_eq!(count(2, "token", "tokens"), "2 tokens");
    }
}
