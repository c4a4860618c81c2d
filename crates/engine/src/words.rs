//! Words that follow their numbers: "1 Duchy", "2 Duchies".

/// `n` with the singular or plural noun: `count(1, "Duchy", "Duchies")` is "1 Duchy".
pub fn count(n: usize, singular: &str, plural: &str) -> String {
    if n == 1 {
        format!("1 {singular}")
    } else {
        format!("{n} {plural}")
    }
}

/// The noun with "a" or "an" by its first letter: "an Estate", "a Duchy". Card names here
/// start with a letter said as written, so the letter decides.
pub fn a(noun: &str) -> String {
    let vowel = noun
        .chars()
        .next()
        .is_some_and(|c| "AEIOUaeiou".contains(c));
    format!("{} {noun}", if vowel { "an" } else { "a" })
}

#[cfg(test)]
mod tests {
    use super::{a, count};

    #[test]
    fn an_before_a_vowel_a_before_the_rest() {
        assert_eq!(a("Estate"), "an Estate");
        assert_eq!(a("Duchy"), "a Duchy");
        assert_eq!(a("Island"), "an Island");
        assert_eq!(a("cursed Estate"), "a cursed Estate");
    }

    #[test]
    fn one_is_singular_and_every_other_number_plural() {
        assert_eq!(count(1, "Duchy", "Duchies"), "1 Duchy");
        assert_eq!(count(0, "Duchy", "Duchies"), "0 Duchies");
        assert_eq!(count(2, "token", "tokens"), "2 tokens");
    }
}
