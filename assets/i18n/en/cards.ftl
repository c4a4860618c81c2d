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
card-gold =
    { $count ->
       *[one] Gold
        [other] Golds
    }
card-platinum =
    { $count ->
       *[one] Platinum
        [other] Platinums
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
       *[one] Duke
        [other] Dukes
    }
card-festival = Festival
card-gardens = Gardens
card-great-hall =
    { $count ->
       *[one] Great Hall
        [other] Great Halls
    }
card-harbinger = Harbinger
card-harem =
    { $count ->
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
