//! Why a saved game cannot be played again under its mode's rules, as the rules said it. The
//! store names no mode: it keeps what the app's games gave it, and the app reads it back as
//! its own type to word it.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// What the rules said, of a type the store does not know.
#[derive(Clone)]
pub struct Unplayable(Arc<dyn Why>);

trait Why: Any + fmt::Debug + Send + Sync {
    fn as_any(&self) -> &dyn Any;
    fn same(&self, other: &dyn Why) -> bool;
}

impl<E: Any + fmt::Debug + PartialEq + Send + Sync> Why for E {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn same(&self, other: &dyn Why) -> bool {
        other.as_any().downcast_ref::<E>() == Some(self)
    }
}

impl Unplayable {
    /// What the rules said, kept as it is.
    pub fn new<E: Any + fmt::Debug + PartialEq + Send + Sync>(why: E) -> Unplayable {
        Unplayable(Arc::new(why))
    }

    /// What the rules said, if it is of the type `E`.
    pub fn why<E: Any>(&self) -> Option<&E> {
        self.0.as_any().downcast_ref()
    }
}

impl fmt::Debug for Unplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for Unplayable {
    fn eq(&self, other: &Unplayable) -> bool {
        self.0.same(other.0.as_ref())
    }
}

#[cfg(test)]
mod tests {
    use super::Unplayable;

    #[derive(Debug, PartialEq)]
    struct Said(u8);

    /// Two faults are equal when they are of one type and equal in it.
    #[test]
    fn what_the_rules_said_is_read_back_as_its_type_and_compared_in_it() {
        let one = Unplayable::new(Said(1));
        assert_eq!(one.why::<Said>(), Some(&Said(1)));
        assert_eq!(one.why::<u8>(), None);
        assert_eq!(one, Unplayable::new(Said(1)));
        assert_ne!(one, Unplayable::new(Said(2)));
        assert_ne!(one, Unplayable::new(1u8));
        assert_eq!(format!("{one:?}"), "Said(1)");
    }
}
