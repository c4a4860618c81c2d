//! How many Provinces and Duchies a game may use (R8).

use super::error::RuleError;
use crate::engine::count;

/// R8: Provinces 3..=12, Duchies 0..=10, and with fewer than 12 Provinces no Duchies.
pub fn check_counts(provinces: u8, duchies: u8) -> Result<(), RuleError> {
    if !(3..=12).contains(&provinces) {
        return Err(RuleError::BadSetup(format!(
            "{} cannot be used: use from 3 to 12 Provinces.",
            count(usize::from(provinces), "Province", "Provinces")
        )));
    }
    if duchies > 10 {
        return Err(RuleError::BadSetup(format!(
            "{} cannot be used: use from 0 to 10 Duchies.",
            count(usize::from(duchies), "Duchy", "Duchies")
        )));
    }
    if provinces < 12 && duchies > 0 {
        return Err(RuleError::BadSetup(format!(
            "{} with {} cannot be used: with fewer than 12 Provinces, use 0 Duchies.",
            count(usize::from(provinces), "Province", "Provinces"),
            count(usize::from(duchies), "Duchy", "Duchies")
        )));
    }
    Ok(())
}
