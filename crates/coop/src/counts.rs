//! How many Provinces and Duchies a game may use (R8).

use super::error::{RuleError, SetupFault};

/// R8: Provinces 3..=12, Duchies 0..=10, and with fewer than 12 Provinces no Duchies.
pub fn check_counts(provinces: u8, duchies: u8) -> Result<(), RuleError> {
    if !(3..=12).contains(&provinces) {
        return Err(RuleError::BadSetup(SetupFault::Provinces { provinces }));
    }
    if duchies > 10 {
        return Err(RuleError::BadSetup(SetupFault::Duchies { duchies }));
    }
    if provinces < 12 && duchies > 0 {
        return Err(RuleError::BadSetup(SetupFault::DuchiesNeedTwelve {
            provinces,
            duchies,
        }));
    }
    Ok(())
}
