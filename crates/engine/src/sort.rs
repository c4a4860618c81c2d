//! Stable sorts that compile the standard library's sort once for the whole program. Each
//! `slice::sort_by` with its own closure is a new copy of the sort, 5 to 8 KB of the web page's
//! code: the app had 28 of them. Here a list is sorted by sorting the positions of its items
//! (one copy, for `usize` with a comparison behind a reference), then the items are moved to
//! the order found. Same result as `slice::sort_by`: stable, equal items keep their order.

use std::cmp::Ordering;

/// Sorts `items` stably by `compare`, as `slice::sort_by` does.
pub fn sort_by<T>(items: &mut [T], compare: impl Fn(&T, &T) -> Ordering) {
    let order = order_of(items.len(), &|a, b| compare(&items[a], &items[b]));
    permute(items, order);
}

/// Sorts `items` stably by the key `key` gives each, as `slice::sort_by_key` does.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` stably in their own order, as `slice::sort` does.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// The positions `0..len` in the order `compare` gives them, equal ones in their own order.
#[inline(never)]
fn order_of(len: usize, compare: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    order.sort_by(|&a, &b| compare(a, b));
    order
}

/// Puts the item at `order[k]` at `k`, for every k: each cycle of the permutation is followed
/// once, by swaps, and its places marked done.
fn permute<T>(items: &mut [T], mut order: Vec<usize>) {
    const DONE: usize = usize::MAX;
    for start in 0..items.len() {
        let mut at = start;
        while order[at] != DONE {
            let from = order[at];
            order[at] = DONE;
            if from == start {
                break;
            }
            // `at` holds the cycle's first item, carried along; it takes the one it is owed.
            items.swap(at, from);
            at = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Any list, any keys with many ties: the same order as the standard library's
        /// stable sort, ties in their first order.
        #[test]
        fn sorts_as_the_standard_stable_sort(
            items in proptest::collection::vec((0u8..6, any::<u16>()), 0..200)
        ) {
            let mut ours = items.clone();
            let mut std = items.clone();
            sort_by_key(&mut ours, |&(k, _)| k);
            std.sort_by_key(|&(k, _)| k);
            prop_assert_eq!(&ours, &std);
            let mut ours = items.clone();
            let mut std = items;
            sort_by(&mut ours, |a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            std.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            prop_assert_eq!(ours, std);
        }
    }

    #[test]
    fn the_edges_no_item_one_item_reversed_and_sorted() {
        let mut none: Vec<u8> = vec![];
        sort(&mut none);
        assert!(none.is_empty());
        let mut one = vec![7];
        sort(&mut one);
        assert_eq!(one, [7]);
        let mut reversed = vec![5, 4, 3, 2, 1];
        sort(&mut reversed);
        assert_eq!(reversed, [1, 2, 3, 4, 5]);
        let mut sorted = vec!["a", "b", "c"];
        sort(&mut sorted);
        assert_eq!(sorted, ["a", "b", "c"]);
        // Items that are not Copy move whole: a cycle of three.
        let mut owned = vec![String::from("c"), String::from("a"), String::from("b")];
        sort(&mut owned);
        assert_eq!(owned, ["a", "b", "c"]);
    }
}
