# Nomes das cartas como impressos nas cartas brasileiras (Conclave, 2014), só onde o
# nome impresso é certo; os demais ficam em inglês (docs/decisions.md lista cada carta).
card-copper =
    { $count ->
        [0] Cobres
       *[one] Cobre
        [other] Cobres
    }
card-silver =
    { $count ->
        [0] Pratas
       *[one] Prata
        [other] Pratas
    }
card-gold =
    { $count ->
        [0] Ouros
       *[one] Ouro
        [other] Ouros
    }
card-platinum =
    { $count ->
        [0] Platinums
       *[one] Platinum
        [other] Platinums
    }
card-estate =
    { $count ->
        [0] Propriedades
       *[one] Propriedade
        [other] Propriedades
    }
card-duchy =
    { $count ->
        [0] Ducados
       *[one] Ducado
        [other] Ducados
    }
card-province =
    { $count ->
        [0] Províncias
       *[one] Província
        [other] Províncias
    }
card-colony =
    { $count ->
        [0] Colonies
       *[one] Colony
        [other] Colonies
    }
card-curse =
    { $count ->
        [0] Maldições
       *[one] Maldição
        [other] Maldições
    }
card-bad-omens = Bad Omens
card-delusion =
    { $count ->
        [0] Delusions
       *[one] Delusion
        [other] Delusions
    }
card-envy =
    { $count ->
        [0] Envies
       *[one] Envy
        [other] Envies
    }
card-famine =
    { $count ->
        [0] Famines
       *[one] Famine
        [other] Famines
    }
card-fear =
    { $count ->
        [0] Fears
       *[one] Fear
        [other] Fears
    }
card-greed =
    { $count ->
        [0] Greeds
       *[one] Greed
        [other] Greeds
    }
card-haunting =
    { $count ->
        [0] Hauntings
       *[one] Haunting
        [other] Hauntings
    }
card-locusts = Locusts
card-misery =
    { $count ->
        [0] Miseries
       *[one] Misery
        [other] Miseries
    }
card-plague =
    { $count ->
        [0] Plagues
       *[one] Plague
        [other] Plagues
    }
card-poverty =
    { $count ->
        [0] Poverties
       *[one] Poverty
        [other] Poverties
    }
card-war =
    { $count ->
        [0] Wars
       *[one] War
        [other] Wars
    }
card-deluded = Deluded
card-envious = Envious
card-miserable = Miserable
card-twice-miserable = Twice Miserable
card-give-and-take =
    { $count ->
        [0] Give and Takes
       *[one] Give and Take
        [other] Give and Takes
    }
card-contagion =
    { $count ->
        [0] Contagions
       *[one] Contagion
        [other] Contagions
    }
card-cursed-gold =
    { $count ->
        [0] Cursed Golds
       *[one] Cursed Gold
        [other] Cursed Golds
    }

## The kingdom cards of the playtested kingdoms (assets/kingdoms.ron), as printed on the
## table's cards; kept in English in every language (no Brazilian printing known for certain).
card-adventurer = Adventurer
card-advisor = Advisor
card-artisan = Artisan
card-baker = Baker
card-bandit = Bandit
card-bridge = Bridge
card-bureaucrat = Bureaucrat
card-butcher = Butcher
card-candlestick-maker = Candlestick Maker
card-cellar = Cellar
card-chancellor = Chancellor
card-chapel = Chapel
card-conspirator = Conspirator
card-coppersmith = Coppersmith
card-council-room = Council Room
card-courtyard = Courtyard
card-doctor = Doctor
card-duke =
    { $count ->
        [0] Dukes
       *[one] Duke
        [other] Dukes
    }
card-festival = Festival
card-gardens = Gardens
card-great-hall =
    { $count ->
        [0] Great Halls
       *[one] Great Hall
        [other] Great Halls
    }
card-harbinger = Harbinger
card-harem =
    { $count ->
        [0] Harems
       *[one] Harem
        [other] Harems
    }
card-herald = Herald
card-ironworks = Ironworks
card-journeyman = Journeyman
card-laboratory = Laboratory
card-library = Library
card-market = Market
card-masquerade = Masquerade
card-masterpiece = Masterpiece
card-merchant = Merchant
card-merchant-guild = Merchant Guild
card-militia = Militia
card-mine = Mine
card-mining-village = Mining Village
card-moat = Moat
card-moneylender = Moneylender
card-nobles = Nobles
card-pawn = Pawn
card-plaza = Plaza
card-poacher = Poacher
card-remodel = Remodel
card-saboteur = Saboteur
card-scout = Scout
card-sentry = Sentry
card-shanty-town = Shanty Town
card-smithy = Smithy
card-soothsayer = Soothsayer
card-steward = Steward
card-stonemason = Stonemason
card-swindler = Swindler
card-taxman = Taxman
card-thief = Thief
card-throne-room = Throne Room
card-torturer = Torturer
card-trading-post = Trading Post
card-tribute = Tribute
card-upgrade = Upgrade
card-vassal = Vassal
card-village = Village
card-wishing-well = Wishing Well
card-witch = Witch
card-workshop = Workshop
