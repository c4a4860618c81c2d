//! One value of every kind the saves hold (strings with escapes, options, enums of each
//! shape, maps, arrays, the widest numbers), for the reader's and the writer's tests.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Serialize, Deserialize, Debug, PartialEq, Clone, Copy)]
pub struct Unit;

#[derive(Serialize, Deserialize, Debug, PartialEq, Clone)]
pub struct Newtype(pub u8);

#[derive(Serialize, Deserialize, Debug, PartialEq, Clone)]
pub struct Pair(pub i16, pub String);

#[derive(Serialize, Deserialize, Debug, PartialEq, Clone)]
pub enum Kind {
    Plain,
    Wrapped(i64),
    Boxed(Inner),
    Pair(u8, bool),
    Named { card: char, left: Option<u32> },
}

#[derive(Serialize, Deserialize, Debug, PartialEq, Clone)]
pub struct Inner {
    pub a: u32,
    #[serde(default)]
    pub b: Vec<u8>,
}

#[derive(Serialize, Deserialize, Debug, PartialEq, Clone)]
pub struct Every {
    pub name: String,
    pub none: Option<Newtype>,
    pub some: Option<Newtype>,
    pub kinds: Vec<Kind>,
    pub counts: BTreeMap<String, (u16, f32)>,
    pub unit: Unit,
    pub nested: Vec<Vec<i8>>,
    pub pair: Pair,
    pub state: [u64; 4],
    pub wide: (i64, u64, f64),
    #[serde(default)]
    pub later: Option<Option<bool>>,
    pub keyed: BTreeMap<Kind2, Inner>,
}

#[derive(Serialize, Deserialize, Debug, PartialEq, Clone, PartialOrd, Ord, Eq)]
pub enum Kind2 {
    A,
    B(u8),
}

pub fn every() -> Every {
    Every {
        name: "Ann's \"kitchen\"\n\t\\ \u{e9}\u{0}\u{7f}\u{200b} /* no */ // no".into(),
        none: None,
        some: Some(Newtype(7)),
        kinds: vec![
            Kind::Plain,
            Kind::Wrapped(-12),
            Kind::Boxed(Inner { a: 3, b: vec![1] }),
            Kind::Pair(3, true),
            Kind::Named {
                card: 'P',
                left: Some(4),
            },
            Kind::Named {
                card: '\'',
                left: None,
            },
        ],
        counts: BTreeMap::from([("a".into(), (1, 0.1)), ("b".into(), (65535, -2.25))]),
        unit: Unit,
        nested: vec![vec![], vec![-128, 127]],
        pair: Pair(-32768, String::new()),
        state: [0, 1, u64::MAX, 1 << 63],
        wide: (i64::MIN, u64::MAX, 1e300),
        later: Some(None),
        keyed: BTreeMap::from([
            (Kind2::A, Inner { a: 0, b: vec![] }),
            (Kind2::B(9), Inner { a: 1, b: vec![2] }),
        ]),
    }
}
