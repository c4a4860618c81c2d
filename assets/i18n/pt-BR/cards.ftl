# Nomes das cartas como impressos nas cartas brasileiras (Conclave, 2014), só onde o
# nome impresso é certo; os demais ficam em inglês (docs/decisions.md lista cada carta).
card-copper =
    { $count ->
       *[one] Cobre
        [other] Cobres
    }
card-silver =
    { $count ->
       *[one] Prata
        [other] Pratas
    }
card-estate =
    { $count ->
       *[one] Propriedade
        [other] Propriedades
    }
card-duchy =
    { $count ->
       *[one] Ducado
        [other] Ducados
    }
card-province =
    { $count ->
       *[one] Província
        [other] Províncias
    }
card-colony =
    { $count ->
       *[one] Colony
        [other] Colonies
    }
card-curse =
    { $count ->
       *[one] Maldição
        [other] Maldições
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
