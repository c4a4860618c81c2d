# Card names as printed on English cards. Each takes $count (1 for the name alone) and
# gives the singular or the plural by the card language's plural rules.
card-copper =
    { $count ->
       *[one] Copper
        [other] Coppers
    }
card-silver =
    { $count ->
       *[one] Silver
        [other] Silvers
    }
card-estate =
    { $count ->
       *[one] Estate
        [other] Estates
    }
card-duchy =
    { $count ->
       *[one] Duchy
        [other] Duchies
    }
card-province =
    { $count ->
       *[one] Province
        [other] Provinces
    }
card-colony =
    { $count ->
       *[one] Colony
        [other] Colonies
    }
card-curse =
    { $count ->
       *[one] Curse
        [other] Curses
    }
card-bad-omens = Bad Omens
card-delusion =
    { $count ->
       *[one] Delusion
        [other] Delusions
    }
card-envy =
    { $count ->
       *[one] Envy
        [other] Envies
    }
card-famine =
    { $count ->
       *[one] Famine
        [other] Famines
    }
card-fear =
    { $count ->
       *[one] Fear
        [other] Fears
    }
card-greed =
    { $count ->
       *[one] Greed
        [other] Greeds
    }
card-haunting =
    { $count ->
       *[one] Haunting
        [other] Hauntings
    }
card-locusts = Locusts
card-misery =
    { $count ->
       *[one] Misery
        [other] Miseries
    }
card-plague =
    { $count ->
       *[one] Plague
        [other] Plagues
    }
card-poverty =
    { $count ->
       *[one] Poverty
        [other] Poverties
    }
card-war =
    { $count ->
       *[one] War
        [other] Wars
    }
card-deluded = Deluded
card-envious = Envious
card-miserable = Miserable
card-twice-miserable = Twice Miserable
card-give-and-take =
    { $count ->
       *[one] Give and Take
        [other] Give and Takes
    }
card-contagion =
    { $count ->
       *[one] Contagion
        [other] Contagions
    }
card-cursed-gold =
    { $count ->
       *[one] Cursed Gold
        [other] Cursed Golds
    }
