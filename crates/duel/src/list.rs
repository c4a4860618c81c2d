//! A short list that is `Copy`, so an action can carry one (the engine's actions are `Copy`):
//! the changes of one D5.3 entry, the answers of one attack. Saved as a plain sequence.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// At most `N` items in order.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct List<T: Copy, const N: usize> {
    items: [Option<T>; N],
    len: u8,
}

impl<T: Copy, const N: usize> List<T, N> {
    /// The most items a list holds.
    pub const CAPACITY: usize = N;

    /// An empty list.
    pub fn new() -> Self {
        List {
            items: [None; N],
            len: 0,
        }
    }

    /// The items in order; `None` when there are more than `N`.
    pub fn from_slice(items: &[T]) -> Option<Self> {
        let mut list = List::new();
        for &item in items {
            if !list.push(item) {
                return None;
            }
        }
        Some(list)
    }

    /// Adds an item at the end; `false` (and nothing changes) when the list is full.
    pub fn push(&mut self, item: T) -> bool {
        let len = usize::from(self.len);
        if len == N {
            return false;
        }
        self.items[len] = Some(item);
        self.len += 1;
        true
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The items in order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = T> + '_ {
        self.items[..self.len()].iter().flatten().copied()
    }

    /// The items in order, as a vector.
    pub fn to_vec(&self) -> Vec<T> {
        self.iter().collect()
    }
}

impl<T: Copy, const N: usize> Default for List<T, N> {
    fn default() -> Self {
        List::new()
    }
}

impl<T: Copy + fmt::Debug, const N: usize> fmt::Debug for List<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Copy + Serialize, const N: usize> Serialize for List<T, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de, T: Copy + Deserialize<'de>, const N: usize> Deserialize<'de> for List<T, N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let items = Vec::<T>::deserialize(deserializer)?;
        List::from_slice(&items)
            .ok_or_else(|| D::Error::custom(format!("a list holds at most {N} items")))
    }
}

#[cfg(test)]
mod tests {
    use super::List;

    #[test]
    fn a_list_saves_as_a_sequence_and_refuses_more_than_its_capacity() {
        let list = List::<u8, 3>::from_slice(&[4, 5]).unwrap();
        let text = ron::to_string(&list).unwrap();
        assert_eq!(text, "[4,5]");
        assert_eq!(ron::from_str::<List<u8, 3>>(&text).unwrap(), list);
        assert!(ron::from_str::<List<u8, 3>>("[1,2,3,4]").is_err());
        assert!(List::<u8, 3>::from_slice(&[1, 2, 3, 4]).is_none());
        let mut full = List::<u8, 1>::new();
        assert!(full.is_empty());
        assert!(full.push(1));
        assert!(!full.is_empty());
        assert!(!full.push(2));
        assert_eq!(full.to_vec(), vec![1]);
        assert_eq!(format!("{list:?}"), "[4, 5]");
    }
}
