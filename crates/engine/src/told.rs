//! A pile the table shuffles itself (a mode's "our own cards" option): the app keeps the cards
//! still face down, in no order, and the cards the table turned over and told, first told
//! first taken. Its rules ask for a card when none is told.

use super::pile::{Filler, Pile};

/// Why a card told could not come from the pile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TellFault {
    /// No card is face down.
    NothingToTurn,
    /// No card of that kind is face down.
    NoneFaceDown,
}

/// The card the table turned over: taken from those face down and kept, after any told
/// before it, for the next card the pile gives.
pub fn tell<T: Filler, const N: usize>(
    face_down: &mut Pile<T, N>,
    told: &mut Vec<T>,
    card: T,
) -> Result<(), TellFault> {
    if face_down.is_empty() {
        return Err(TellFault::NothingToTurn);
    }
    if !face_down.take_one(card) {
        return Err(TellFault::NoneFaceDown);
    }
    told.push(card);
    Ok(())
}

/// The table must turn a card over and tell it first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NeedTold;

/// The pile's next card: the first told; none when nothing is told and none is face down.
pub fn next_told<T: Filler, const N: usize>(
    face_down: &Pile<T, N>,
    told: &mut Vec<T>,
) -> Result<Option<T>, NeedTold> {
    if !told.is_empty() {
        Ok(Some(told.remove(0)))
    } else if face_down.is_empty() {
        Ok(None)
    } else {
        Err(NeedTold)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, PartialEq)]
    struct C(u8);

    impl Filler for C {
        const FILLER: C = C(0);
    }

    #[test]
    fn cards_told_come_first_told_first_and_only_from_those_face_down() {
        let mut face_down: Pile<C, 4> = Pile::in_order(&[C(1), C(2), C(2)]).unwrap();
        let mut told = Vec::new();
        assert_eq!(next_told(&face_down, &mut told), Err(NeedTold));
        assert_eq!(
            tell(&mut face_down, &mut told, C(3)),
            Err(TellFault::NoneFaceDown)
        );
        tell(&mut face_down, &mut told, C(2)).unwrap();
        tell(&mut face_down, &mut told, C(1)).unwrap();
        assert_eq!(face_down.as_slice(), &[C(2)]);
        assert_eq!(next_told(&face_down, &mut told), Ok(Some(C(2))));
        assert_eq!(next_told(&face_down, &mut told), Ok(Some(C(1))));
        assert_eq!(next_told(&face_down, &mut told), Err(NeedTold));
        tell(&mut face_down, &mut told, C(2)).unwrap();
        assert_eq!(
            tell(&mut face_down, &mut told, C(2)),
            Err(TellFault::NothingToTurn)
        );
        assert_eq!(next_told(&face_down, &mut told), Ok(Some(C(2))));
        assert_eq!(next_told(&face_down, &mut told), Ok(None));
    }
}
