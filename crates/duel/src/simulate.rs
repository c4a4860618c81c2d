//! Random play for benchmarks and tests: a legal action picked from a generator, weighted
//! like a table's (a few draws, changes and attacks per turn, piles emptying late), so random
//! games end the way real ones do. Deterministic for a given generator.

use super::action::{Action, Answer, Attack, AttackKind, Change, Changes, PileReport};
use super::cards::{CurseCard, Kingdom, Victory};
use super::event::Ending;
use super::game::DuelGame;
use crate::engine::GameRng;
use crate::game::DuelSession;

/// A legal next action, or `None` when the game accepts none but undo (one player left).
/// After a pile end: the VP of a player not yet typed, else a correction.
pub fn random_action(game: &DuelGame, rng: &mut GameRng) -> Option<Action> {
    let living = game.living();
    match game.ending() {
        Some(Ending::LastPlayer { .. }) => return None,
        Some(Ending::Piles { .. }) => {
            let player = living
                .iter()
                .copied()
                .find(|&p| game.vp(p).is_none())
                .unwrap_or_else(|| living[rng.below(living.len())]);
            return Some(Action::EnterVp {
                player,
                vp: rng.below(60) as i32 - 10,
            });
        }
        None => {}
    }
    for _ in 0..8 {
        if let Some(action) = candidate(game, &living, rng) {
            return Some(told_first(game, action, rng));
        }
    }
    Some(Action::EndTurn(report(game, rng)))
}

/// The table's own Curse Deck: an action that would draw a card not yet told is preceded by
/// the card the table turns over (any kind still face down, as a real shuffle gives).
fn told_first(game: &DuelGame, action: Action, rng: &mut GameRng) -> Action {
    let Some(face_down) = game.face_down() else {
        return action;
    };
    if !matches!(
        game.clone().apply(action),
        Err(super::error::DuelError::NeedTurned { .. })
    ) {
        return action;
    }
    // Each kind as often as its cards lie face down.
    let mut i = rng.below(face_down.iter().sum());
    for card in CurseCard::ALL {
        if i < face_down[card.index()] {
            return Action::CurseTurned { card };
        }
        i -= face_down[card.index()];
    }
    action
}

fn pick<T: Copy>(rng: &mut GameRng, items: &[T]) -> Option<T> {
    (!items.is_empty()).then(|| items[rng.below(items.len())])
}

fn candidate(game: &DuelGame, living: &[u8], rng: &mut GameRng) -> Option<Action> {
    let duel = game.setup().kingdom == Kingdom::DuelOnly;
    let current = game.current();
    let anyone = pick(rng, living)?;
    match rng.below(40) {
        0..=4 => Some(Action::Draw { player: anyone }),
        5..=12 => {
            let mut sim = Sim::of(game, anyone);
            Some(Action::Change {
                player: anyone,
                change: sim.change(rng),
            })
        }
        13..=14 => {
            let mut sim = Sim::of(game, anyone);
            let mut list = Changes::new();
            for _ in 0..2 + rng.below(4) {
                list.push(sim.change(rng));
            }
            Some(Action::Changes {
                player: anyone,
                list,
            })
        }
        15 if duel && rng.below(5) == 0 => Some(Action::SetLife {
            player: anyone,
            life: game.life(anyone)? + rng.below(7) as i32 - 4,
        }),
        16..=17 => {
            let kinds: &[CurseCard] = if duel {
                &[CurseCard::Contagion]
            } else {
                &[
                    CurseCard::Curse,
                    CurseCard::Contagion,
                    CurseCard::CursedGold,
                ]
            };
            let card = pick(rng, kinds)?;
            let givers: Vec<u8> = living
                .iter()
                .copied()
                .filter(|&p| game.curse_cards(p, card) > 0)
                .collect();
            let from = pick(rng, &givers)?;
            let others: Vec<u8> = living.iter().copied().filter(|&p| p != from).collect();
            let to = pick(rng, &others)?;
            Some(Action::Give { from, to, card })
        }
        18 => {
            let other = pick(rng, &CurseCard::ALL)?;
            let need = if other == CurseCard::GiveAndTake {
                2
            } else {
                1
            };
            (game.curse_cards(current, CurseCard::GiveAndTake) >= need
                && game.curse_cards(current, other) > 0)
                .then_some(Action::GiveAndTake { other })
        }
        19..=23 => Some(Action::Attack(attack(game, living, rng))),
        24 => Some(Action::Mark {
            player: anyone,
            sith_lord: !game.sith_lord(anyone),
        }),
        25 => {
            let played = game.cursed_villages(current) == 0 || rng.below(3) > 0;
            (!played || game.cursed_villages(current) < 5)
                .then_some(Action::CursedVillage { played })
        }
        26 => {
            let r = report(game, rng);
            (r != game.report()).then_some(Action::Report(r))
        }
        27 if !duel && rng.below(4) == 0 => {
            let pile = game.curse_pile()?;
            let left = pile.saturating_sub(1 + rng.below(3) as u8);
            (left != pile).then_some(Action::CursePile { left })
        }
        28..=34 => Some(Action::EndTurn(report(game, rng))),
        _ => None,
    }
}

/// The supply a table would report: nothing early, a few empty piles late.
fn report(game: &DuelGame, rng: &mut GameRng) -> PileReport {
    let turns: u32 = (0..game.player_count() as u8).map(|p| game.turns(p)).sum();
    let before = game.report();
    let grow = rng.below(10) == 0;
    PileReport {
        province_empty: before.province_empty || (turns > 30 && rng.below(60) == 0),
        other_empty: (before.other_empty + u8::from(grow && turns > 10)).min(3),
    }
}

fn attack(game: &DuelGame, living: &[u8], rng: &mut GameRng) -> Attack {
    let kind = match rng.below(8) {
        0 => AttackKind::SilverLining,
        1 if game.war_trophy_owed() > 0 => AttackKind::WarTrophy,
        _ => AttackKind::Warrior {
            strength: 1 + rng.below(10) as u8,
            raid: rng.below(5) == 0,
        },
    };
    let mut used: Vec<u8> = match kind {
        AttackKind::Warrior { strength, .. } => vec![strength],
        _ => Vec::new(),
    };
    let mut replies = Vec::new();
    for &p in living {
        if p == game.current() {
            continue;
        }
        let warrior = if matches!(kind, AttackKind::Warrior { .. }) && rng.below(3) == 0 {
            let free: Vec<u8> = (1..=10).filter(|s| !used.contains(s)).collect();
            let s = pick(rng, &free);
            used.extend(s);
            s
        } else {
            None
        };
        let vaccination = rng.below(5) == 0;
        if warrior.is_some() || vaccination || rng.below(2) == 0 {
            replies.push((
                p,
                Answer {
                    warrior,
                    vaccination,
                },
            ));
        }
    }
    let mut a = Attack::new(kind, &replies).expect("at most three reactors");
    let chuck = replies
        .iter()
        .any(|(_, a)| a.warrior == Some(super::attack::CHUCK_NORRIS));
    if chuck && game.setup().kingdom == Kingdom::DuelOnly {
        a = a.with_hand(rng.below(8) as u8, rng.below(4) as u8);
    }
    a
}

/// A player's Curse cards and tokens as a list of changes would leave them.
struct Sim {
    held: [u16; 4],
    tokens: u32,
}

impl Sim {
    fn of(game: &DuelGame, p: u8) -> Sim {
        Sim {
            held: CurseCard::ALL.map(|c| game.curse_cards(p, c)),
            tokens: game.curse_tokens(p),
        }
    }

    /// A change legal after the ones before it.
    fn change(&mut self, rng: &mut GameRng) -> Change {
        let victory = |rng: &mut GameRng| match rng.below(6) {
            0 | 1 => Victory::Estate,
            2 | 3 => Victory::Duchy,
            4 => Victory::Province,
            _ => Victory::Other(rng.below(5) as u8),
        };
        match rng.below(10) {
            0 | 1 => Change::GainVictory(victory(rng)),
            2 => Change::LoseVictory(victory(rng)),
            3 => Change::GainVpTokens(1 + rng.below(4) as u8),
            4 => Change::LoseVpTokens(1 + rng.below(2) as u8),
            5 => {
                let c = if rng.below(2) == 0 {
                    CurseCard::Contagion
                } else {
                    CurseCard::CursedGold
                };
                self.held[c.index()] += 1;
                Change::GainCurseCard(c)
            }
            6 | 7 => {
                let held: Vec<CurseCard> = CurseCard::ALL
                    .into_iter()
                    .filter(|c| self.held[c.index()] > 0)
                    .collect();
                match pick(rng, &held) {
                    Some(c) => {
                        self.held[c.index()] -= 1;
                        Change::LoseCurseCard(c)
                    }
                    None => Change::GainVpTokens(1),
                }
            }
            8 => {
                let k = 1 + rng.below(2) as u8;
                self.tokens += u32::from(k);
                Change::GainCurseTokens(k)
            }
            _ if self.tokens > 0 => {
                let k = 1 + rng.below(self.tokens.min(3) as usize) as u8;
                self.tokens -= u32::from(k);
                Change::LoseCurseTokens(k)
            }
            _ => Change::GainVictory(Victory::Estate),
        }
    }
}
