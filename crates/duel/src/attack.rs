//! The attack resolver (D8): one action carries the attacker's Warrior (or Silver Lining,
//! War Trophy) and every answer; it is checked whole (D8.3), then resolved in D8.8's order.

use super::action::{Attack, AttackKind};
use super::cards::Kingdom;
use super::effects::{change_life, draw, stopped_for};
use super::error::DuelError;
use super::event::{Event, Spared};
use super::setup::Setup;
use super::state::State;

/// Chuck Norris's strength (D8.1).
pub const CHUCK_NORRIS: u8 = 10;
/// Sith Lord's strength (D8.1).
pub const SITH_LORD: u8 = 1;

fn strength_ok(s: u8) -> Result<(), DuelError> {
    if (1..=10).contains(&s) {
        Ok(())
    } else {
        Err(DuelError::StrengthRange { strength: s })
    }
}

/// D8.3, D8.7, D8.11, D8.12: the whole attack checked before anything happens. Returns the
/// curses each affected player draws.
fn check(setup: &Setup, s: &State, a: &Attack) -> Result<u8, DuelError> {
    let attacker = s.current;
    let n = s.players.len();
    let mut strengths = Vec::new();
    if let AttackKind::Warrior { strength, .. } = a.kind {
        strength_ok(strength)?;
        strengths.push(strength);
    }
    let mut seen = vec![false; n];
    for r in a.replies.iter() {
        let p = usize::from(r.player);
        if p >= n {
            return Err(DuelError::NoSuchPlayer { seat: p + 1 });
        }
        let name = setup.name(p);
        if r.player == attacker {
            return Err(DuelError::OwnAttack { name });
        }
        if s.player(r.player).is_out() {
            return Err(DuelError::NotAsked { name });
        }
        if seen[p] {
            return Err(DuelError::AnsweredTwice { name });
        }
        seen[p] = true;
        if let Some(st) = r.answer.warrior {
            if !matches!(a.kind, AttackKind::Warrior { .. }) {
                return Err(DuelError::WarriorAnswer { name, kind: a.kind });
            }
            strength_ok(st)?;
            if strengths.contains(&st) {
                return Err(DuelError::SameStrength { strength: st });
            }
            strengths.push(st);
        }
    }
    let chuck = a
        .replies
        .iter()
        .any(|r| r.answer.warrior == Some(CHUCK_NORRIS));
    match (setup.kingdom, chuck, a.hand) {
        (Kingdom::Mixed, _, Some(_)) => {
            return Err(DuelError::MixedHand);
        }
        (Kingdom::DuelOnly, true, None) => {
            return Err(DuelError::HandNeeded {
                name: setup.name(usize::from(attacker)),
            });
        }
        (Kingdom::DuelOnly, false, Some(_)) => {
            return Err(DuelError::HandWithoutChuck);
        }
        _ => {}
    }
    if let Some(h) = a.hand
        && (h.vp > super::cards::MAX_TYPED || h.curses > super::cards::MAX_TYPED)
    {
        return Err(DuelError::HandRange);
    }
    Ok(match a.kind {
        AttackKind::WarTrophy => {
            let owed = s.war_trophy_owed();
            if owed == 0 {
                return Err(DuelError::WarTrophyNotOwed {
                    name: setup.name(usize::from(attacker)),
                    tokens: s.vp_tokens_this_turn,
                    done: s.war_trophy_done > 0,
                });
            }
            owed.min(u32::from(u8::MAX)) as u8
        }
        _ => 1,
    })
}

/// D8: checks the attack, then resolves it in D8.8's order.
pub(crate) fn attack(
    setup: &Setup,
    s: &mut State,
    ev: &mut Vec<Event>,
    a: Attack,
) -> Result<(), DuelError> {
    let curses = check(setup, s, &a)?;
    let attacker = s.current;
    s.attacked = true;
    if a.kind == AttackKind::WarTrophy {
        s.war_trophy_done += u32::from(curses);
    }
    ev.push(Event::AttackBy {
        attacker,
        kind: a.kind,
        curses,
    });
    let (attacker_strength, raid) = match a.kind {
        AttackKind::Warrior { strength, raid } => (Some(strength), raid),
        _ => (None, false),
    };
    // D8.4: the battles.
    let mut battle = false;
    let mut won = vec![false; s.players.len()];
    let mut vaccinated = vec![false; s.players.len()];
    for r in a.replies.iter() {
        if let (Some(st), Some(att)) = (r.answer.warrior, attacker_strength) {
            battle = true;
            won[usize::from(r.player)] = st > att;
            ev.push(Event::Battle {
                reactor: r.player,
                strength: st,
                won: st > att,
            });
        }
        vaccinated[usize::from(r.player)] = r.answer.vaccination;
    }
    // D8.7: an attacking Sith Lord that fought a battle is trashed.
    if attacker_strength == Some(super::attack::SITH_LORD) && battle {
        ev.push(Event::TrashSithLord { player: attacker });
    }
    // D8.5: who is affected.
    let mut affected = vec![false; s.players.len()];
    for p in s.clockwise_from(attacker).skip(1) {
        if s.player(p).is_out() {
            continue;
        }
        let i = usize::from(p);
        let why = if won[i] {
            Some(Spared::WonBattle)
        } else if vaccinated[i] {
            Some(Spared::Vaccination)
        } else if s.player(p).sith_lord {
            Some(Spared::SithLord)
        } else {
            None
        };
        match why {
            Some(why) => ev.push(Event::Unaffected { player: p, why }),
            None => affected[i] = true,
        }
    }
    if vaccinated.iter().any(|&v| v) {
        ev.push(Event::VaccinationCoversThisAttack);
    }
    // D8.6: at most one curse for the attacker.
    let attacker_draws = won.iter().any(|&w| w) || vaccinated.iter().any(|&v| v);
    // D8.8 (1): Chuck Norris's hand trash, Curse value first, as one D5.3 entry.
    if let Some(h) = a.hand {
        ev.push(Event::HandTrashed {
            player: attacker,
            vp: h.vp,
            curses: h.curses,
        });
        change_life(setup, s, ev, attacker, i32::from(h.curses));
        change_life(setup, s, ev, attacker, -i32::from(h.vp));
    }
    // D8.8 (2): the draws, the attacker first, then clockwise from their left.
    for p in s.clockwise_from(attacker) {
        let draws = if p == attacker {
            attacker_draws
        } else {
            affected[usize::from(p)]
        };
        if !draws {
            continue;
        }
        if s.ending.is_some() {
            // D7.4: one player is left; what they would still draw is dropped.
            ev.push(Event::Dropped);
            break;
        }
        if p == attacker {
            draw(setup, s, ev, p, false)?;
        } else {
            for _ in 0..curses {
                if stopped_for(s, p) {
                    break;
                }
                draw(setup, s, ev, p, raid)?;
            }
        }
    }
    // D8.8 (3).
    if battle || attacker_strength.is_some() {
        ev.push(Event::WarriorsToDiscard);
    }
    Ok(())
}
