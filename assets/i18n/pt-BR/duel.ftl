# As palavras do modo Duel.
# Nomes de cartas entram como variáveis ($card ...), no idioma em que as cartas da mesa estão impressas.
# Cartas do Duel sem edição brasileira conhecida (Sith Lord, War Trophy, Vaccination...) ficam em inglês.

## Os dados das regras: cartas de Vitória, mudanças, Warriors, ataques, o relatório do suprimento

duel-victory-estate = uma { $card }
duel-victory-duchy = um { $card }
duel-victory-province = uma { $card }
duel-victory-other = uma carta de Vitória de { $vp } PV
duel-change-gain-victory = ganha { $what }
duel-change-lose-victory = perde { $what }
duel-change-gain-vp-tokens =
    ganha { $n ->
        [0] 0 fichas de PV
        [one] 1 ficha de PV
       *[other] { $n } fichas de PV
    }
duel-change-lose-vp-tokens =
    perde { $n ->
        [0] 0 fichas de PV
        [one] 1 ficha de PV
       *[other] { $n } fichas de PV
    }
duel-change-gain-curse-card = ganha uma { $card } da pilha
duel-change-trash-curse-card = põe uma { $card } no Lixo
duel-change-gain-curse-tokens =
    ganha { $n ->
        [0] 0 fichas de maldição
        [one] 1 ficha de maldição
       *[other] { $n } fichas de maldição
    }
duel-change-lose-curse-tokens =
    perde { $n ->
        [0] 0 fichas de maldição
        [one] 1 ficha de maldição
       *[other] { $n } fichas de maldição
    }
duel-curse-tokens =
    { $n ->
        [0] 0 fichas de maldição
        [one] 1 ficha de maldição
       *[other] { $n } fichas de maldição
    }
duel-warrior-sith-lord = Sith Lord (1)
duel-warrior-angel = Warrior Angel (8)
duel-warrior-chuck-norris = Chuck Norris (10)
duel-warrior-strength = um Warrior de força { $strength }
duel-attack-raid = { $warrior } (Warrior Raid)
duel-attack-silver-lining = Silver Lining (uma Prata no Lixo)
duel-attack-war-trophy = War Trophy
duel-report-others =
    { $n ->
        [0] nenhuma outra pilha vazia
        [one] 1 outra pilha vazia
       *[other] { $n } outras pilhas vazias
    }
duel-report-province-others =
    pilha de Províncias vazia, { $n ->
        [0] nenhuma outra vazia
        [one] 1 outra vazia
       *[other] { $n } outras vazias
    }
duel-kingdom-duel-only = só cartas do Duel
duel-kingdom-mixed = misto

## Ações, e os passos que desfazer e refazer nomeiam

duel-action-draw = { $name } ganha uma maldição
duel-action-change = { $name } { $change }
duel-action-changes =
    { $name }: { $n ->
        [0] nenhuma mudança
        [one] 1 mudança
       *[other] { $n } mudanças
    } de uma vez
duel-action-set-life = vida de { $name } corrigida para { $life }
duel-action-give = { $from } dá uma { $card } a { $to }
duel-action-give-and-take = { $give } no Lixo com uma { $card }
duel-action-attack = Ataque: { $attack }
duel-action-mark = Marcar o Sith Lord de { $name }
duel-action-unmark = Desmarcar o Sith Lord de { $name }
duel-action-village-played = Cursed Village jogada
duel-action-village-unticked = Cursed Village desmarcada
duel-action-report = Suprimento: { $report }
duel-action-curse-pile = Pilha de Maldições corrigida para { $left }
duel-action-end-turn = Fim do turno ({ $report })
duel-action-enter-vp = PV de { $name }: { $vp }
duel-step-drew = { $name } tirou uma { $card }
duel-step-tokens =
    { $name } pegou { $n ->
        [0] 0 fichas de maldição
        [one] 1 ficha de maldição
       *[other] { $n } fichas de maldição
    }
duel-step-pile-curse = { $name } pegou uma { $card } da pilha
duel-step-end-turn = Fim do turno { $turn } de { $name }
duel-step-attack = ataque de { $name }: { $attack }
duel-step-give-and-take = { $name } pôs { $give } no Lixo com uma { $card }
duel-step-village = { $name }: { $action }

## O registro

duel-event-drew =
    { $name } tira uma { $card }: vai para a pilha de descarte ({ $left ->
        [0] o Baralho de Maldições acabou
        [one] resta 1 carta no Baralho de Maldições
       *[other] restam { $left } cartas no Baralho de Maldições
    }).
duel-event-drew-raid =
    { $name } tira uma { $card } e uma ficha de maldição (Warrior Raid): vão para a pilha de descarte ({ $left ->
        [0] o Baralho de Maldições acabou
        [one] resta 1 carta no Baralho de Maldições
       *[other] restam { $left } cartas no Baralho de Maldições
    }).
duel-event-tokens =
    Não há maldição para tirar: { $name } pega { $n ->
        [0] 0 fichas de maldição
        [one] 1 ficha de maldição
       *[other] { $n } fichas de maldição
    } no lugar.
duel-event-tokens-raid =
    Não há maldição para tirar: { $name } pega { $n ->
        [0] 0 fichas de maldição
        [one] 1 ficha de maldição
       *[other] { $n } fichas de maldição
    } no lugar, uma delas pelo Warrior Raid.
duel-event-pile-curse = { $name } pega uma { $card } da pilha ({ $left } na pilha).
duel-event-pile-curse-raid = { $name } pega uma { $card } da pilha e uma ficha de maldição (Warrior Raid) ({ $left } na pilha).
duel-event-deck-emptied = O Baralho de Maldições acabou: de agora em diante, maldições são fichas de maldição.
duel-event-pile-emptied = A pilha de Maldições acabou: de agora em diante, maldições são fichas de maldição.
duel-event-contagion-own-turn = É o turno de { $name }: a { $card } pode ir para o topo do baralho em vez da pilha de descarte.
duel-event-contagion-other-turn = Não é o turno de { $name }: a { $card } vai para a pilha de descarte.
duel-event-give-and-take-drawn = { $name }: { $card } nunca é comprada; só sai quando vai para o Lixo junto com outra carta de Maldição, no fim de um turno sem compra.
duel-event-changed = { $name } { $change }.
duel-event-changes =
    { $name }: { $n ->
        [0] nenhuma mudança
        [one] 1 mudança
       *[other] { $n } mudanças
    } de uma vez; todas as cartas saem primeiro.
duel-event-rest-void =
    { $name } está fora: { $n ->
        [0] nada mais da lista vale
        [one] a outra mudança da lista não vale
       *[other] as outras { $n } mudanças da lista não valem
    }.
duel-event-life-set = Vida de { $name } corrigida de { $from } para { $to }.
duel-event-life-changed = { $name } { $by } de vida: { $now }.
duel-event-given = { $from } dá uma { $card } a { $to }, para a pilha de descarte.
duel-event-give-and-take-trashed = { $name } põe no Lixo { $give } da mesa e uma { $card }.
duel-event-eliminated =
    { $name } está fora do jogo (saiu { $place ->
        [1] primeiro
        [2] em segundo
        [3] em terceiro
       *[other] em { $place }º lugar
    }): todas as suas cartas, onde estiverem, vão para o Lixo, cartas de Maldição também.
duel-event-eliminated-tokens =
    { $name } está fora do jogo (saiu { $place ->
        [1] primeiro
        [2] em segundo
        [3] em terceiro
       *[other] em { $place }º lugar
    }): todas as suas cartas, onde estiverem, vão para o Lixo, cartas de Maldição também, e { $n ->
        [0] nenhuma ficha de maldição vai
        [one] sua ficha de maldição vai
       *[other] suas { $n } fichas de maldição vão
    } junto.
duel-event-attack = { $name } ataca com { $attack }.
duel-event-attack-each =
    { $name } ataca com { $attack } ({ $n ->
        [0] nenhuma maldição
        [one] 1 maldição
       *[other] { $n } maldições
    } para cada um).
duel-event-battle-won = { $name } responde com { $warrior }: vence a batalha.
duel-event-battle-lost = { $name } responde com { $warrior }: perde a batalha.
duel-event-spared-battle = O ataque não atinge { $name } (venceu a batalha).
duel-event-spared-vaccination = O ataque não atinge { $name } (Vaccination).
duel-event-spared-sith-lord = O ataque não atinge { $name } (Sith Lord em jogo).
duel-event-hand-trashed = Chuck Norris: { $name } põe a mão inteira no Lixo ({ $vp } PV, valor de Maldição { $curses }).
duel-event-trash-sith-lord = O Sith Lord de { $name } lutou uma batalha: ponha-o no Lixo (sem efeito na vida).
duel-event-warriors-discarded = Cada Warrior da batalha vai para a pilha de descarte do dono, não volta para a mão.
duel-event-vaccination-covers = Uma Vaccination cobre só este ataque.
duel-event-marked = { $name } tem Sith Lord em jogo.
duel-event-unmarked = O Sith Lord de { $name } não está mais em jogo.
duel-event-discard-sith-lord = { $name } atacou neste turno: descarte o Sith Lord da mesa.
duel-event-give-contagion = { $name }: uma { $card } em jogo sem nada comprado deve ser dada a outro jogador agora.
duel-event-may-trash-give-and-take = { $name }: uma { $card } em jogo sem nada comprado pode ir para o Lixo com outra carta de Maldição.
duel-event-war-trophy =
    { $name } ganhou { $tokens ->
        [0] 0 fichas de PV
        [one] 1 ficha de PV
       *[other] { $tokens } fichas de PV
    } neste turno: uma War Trophy em jogo ataca agora, { $curses ->
        [0] nenhuma maldição
        [one] 1 maldição
       *[other] { $curses } maldições
    } para cada outro jogador.
duel-event-village-ticked =
    { $name }: { $n ->
        [0] nenhuma Cursed Village jogada
        [one] 1 Cursed Village jogada
       *[other] { $n } Cursed Villages jogadas
    } neste turno.
duel-event-village-due =
    Cursed Village: { $name } pega { $n ->
        [0] nenhuma carta
        [one] 1 carta
       *[other] { $n } cartas
    } (uma { $estate } ou um { $duchy } cada; nada se as duas pilhas acabaram).
duel-event-reported = Suprimento: { $report }.
duel-event-curse-pile-corrected = Pilha de Maldições corrigida de { $from } para { $to }.
duel-event-turn-fell = { $name } saiu do jogo: o turno { $turn } termina.
duel-event-turn-ended = Termina o turno { $turn } de { $name }.
duel-event-turn-started = Começa o turno { $turn } de { $name }.
duel-event-over-last-player = Fim de jogo: só resta { $name }, que vence.
duel-event-over-province = Fim de jogo: a pilha de Províncias acabou. Digite os pontos de vitória de cada jogador ainda em jogo.
duel-event-over-piles =
    Fim de jogo: { $n ->
        [0] nenhuma pilha do suprimento está vazia
        [one] 1 pilha do suprimento está vazia
       *[other] { $n } pilhas do suprimento estão vazias
    }. Digite os pontos de vitória de cada jogador ainda em jogo.
duel-event-dropped = Só resta um jogador: o resto não vale.
duel-event-vp-entered = { $name }: { $vp } PV, pontuação { $score }.

## A lista de preparação

duel-checklist-piles = { $contagion } (6) e { $gold } (5) viradas para cima, como duas pilhas do reino.
duel-checklist-war-trophy = War Trophy: { $n } cartas.
duel-checklist-warriors = Os 10 Warriors embaralhados e virados para baixo, o de cima virado para cima (vire o próximo quando esse for ganho; sem ficha de Trade Route ali).
duel-checklist-more-piles = Mais 6 pilhas do reino do Duel.
duel-checklist-curse-deck = As cartas do Baralho de Maldições ficam na caixa: o app embaralha por elas, e cada jogador pega a carta que o app disser.
duel-checklist-life = Todos começam com { $life } pontos de vida.
duel-checklist-curse-pile = Pilha de Maldições do Dominion básico: { $n } { $curses }, viradas para cima; o app conta.
duel-checklist-mixed = Sem pontos de vida e sem Baralho de Maldições: com a pilha de Maldições vazia, uma maldição é uma ficha de maldição, valendo -1 PV no fim.

## Recusas

duel-error-player-count = Dominion: Duel se joga com 2 a 4 jogadores, não { $n }.
duel-error-name-missing = O jogador { $seat } precisa de um nome.
duel-error-name-too-long = "{ $name }" é longo demais: um nome tem no máximo { $max } caracteres.
duel-error-name-control = O nome do jogador { $seat } tem um caractere de controle.
duel-error-name-twice = Os jogadores { $first } e { $second } se chamam "{ $name }": os nomes devem ser todos diferentes.
duel-error-starting-vp = Os PV do baralho inicial são um número inteiro de 0 a { $max }, não { $vp }.
duel-error-starting-vp-text = Os PV do baralho inicial são um número inteiro de 0 a { $max }: "{ $text }" não é.
duel-error-needs-seed = Uma partida precisa de uma semente para embaralhar o Baralho de Maldições: o app sorteia uma quando a mesa não dá.
duel-error-mixed-deck = Uma partida mista não tem Baralho de Maldições: sua ordem deve estar vazia.
duel-error-deck-count = O Baralho de Maldições para { $players } jogadores tem { $want } × { $card }, não { $have }.
duel-error-deck-too-big = O Baralho de Maldições tem cartas demais.
duel-error-vp-before-end = Os PV só são digitados depois do fim por pilhas.
duel-error-not-scored = O jogo terminou com um só jogador em jogo: não há pontuação.
duel-error-game-over = O jogo acabou: só valem os PV, desfazer e refazer.
duel-error-no-such-player = Não há jogador { $seat } nesta mesa.
duel-error-out-curse = { $name } está fora do jogo e não age mais: nada de maldição.
duel-error-out-change = { $name } está fora do jogo e não age mais: nada de mudanças.
duel-error-out-mark = { $name } está fora do jogo e não age mais: nada de marcar Sith Lord.
duel-error-out-life = { $name } está fora do jogo e não age mais: nada de corrigir a vida.
duel-error-out-gift = { $name } está fora do jogo e não age mais: nada de dar ou receber cartas.
duel-error-out-score = { $name } está fora do jogo e não age mais: nada de pontuação.
duel-error-vp-token-count = Um número de fichas de PV é um inteiro de 1 a { $max }, não { $n }.
duel-error-curse-token-count = Um número de fichas de maldição é um inteiro de 1 a { $max }, não { $n }.
duel-error-victory-vp = Os PV de uma carta de Vitória vão de 0 a { $max }, não { $vp }.
duel-error-lose-tokens =
    { $name } tem { $held ->
        [0] 0 fichas de maldição
        [one] 1 ficha de maldição
       *[other] { $held } fichas de maldição
    }: não pode perder { $n }.
duel-error-only-in-deck = Uma { $card } só existe no Baralho de Maldições: toque em "Tirar uma maldição" de { $name } para tirar uma.
duel-error-only-from-pile = Uma { $card } só vem da pilha de Maldições contada: toque em "Tirar uma maldição" de { $name } para tirar uma.
duel-error-no-curse-card = { $name } não tem { $card } que o app conheça: uma carta de Maldição chega tirada do baralho, pega da pilha ou dada por alguém.
duel-error-empty-list = Uma lista de mudanças precisa de pelo menos uma mudança.
duel-error-life-text = A vida é um número inteiro: "{ $text }" não é; nada mudou.
duel-error-life-range = A vida vai no máximo até { $max }, para mais ou para menos.
duel-error-mixed-no-life = Uma partida mista não tem pontos de vida: não dá para digitar a vida.
duel-error-give-self = { $name } não pode dar uma carta para si.
duel-error-give-give-and-take = { $card } não se dá a ninguém: só sai quando vai para o Lixo.
duel-error-give-only-contagion = Numa partida só de Duel só se dá { $contagion }: uma { $card } não.
duel-error-give-none = { $name } não tem { $card } que o app conheça para dar.
duel-error-give-and-take-needs = { $name } precisa de uma { $give } e de outra { $card } que o app conheça.
duel-error-strength = A força de um Warrior vai de 1 a 10, não { $strength }.
duel-error-own-attack = { $name } é quem ataca e não responde ao próprio ataque.
duel-error-not-asked = { $name } está fora do jogo e nunca responde a um ataque.
duel-error-answered-twice = { $name } respondeu duas vezes: uma resposta por jogador.
duel-error-warrior-answer = { $name } respondeu a { $attack } com um Warrior: Warriors só respondem a Warriors.
duel-error-same-strength = Dois Warriors de força { $strength } na mesma batalha: os 10 Warriors são todos diferentes.
duel-error-mixed-hand = Uma partida mista não tem pontos de vida: não se pergunta o valor da mão.
duel-error-hand-needed = Chuck Norris respondeu: digite os pontos de vitória e o valor de Maldição da mão de { $name }, que vai para o Lixo.
duel-error-hand-without-chuck = Só a resposta de Chuck Norris põe no Lixo a mão de quem ataca: sem ela, nada de valores da mão.
duel-error-hand-range = Os PV e o valor de Maldição de uma mão vão de 0 a { $max }.
duel-error-war-trophy =
    War Trophy só ataca a cada 3 fichas de PV ganhas no turno: { $name } ganhou { $n ->
        [0] 0 fichas de PV
        [one] 1 ficha de PV
       *[other] { $n } fichas de PV
    } neste turno.
duel-error-war-trophy-done =
    War Trophy só ataca a cada 3 fichas de PV ganhas no turno: { $name } ganhou { $n ->
        [0] 0 fichas de PV
        [one] 1 ficha de PV
       *[other] { $n } fichas de PV
    } neste turno, e já atacou por elas.
duel-error-already-marked = O Sith Lord de { $name } já está marcado.
duel-error-already-unmarked = O Sith Lord de { $name } já está desmarcado.
duel-error-too-many-villages = 20 Cursed Villages num turno é o máximo que o app conta.
duel-error-no-village = { $name } não marcou nenhuma Cursed Village neste turno.
duel-error-other-empty = No máximo { $max } outras pilhas do suprimento podem estar vazias, não { $other }.
duel-error-report-same = O relatório do suprimento já diz isso.
duel-error-no-curse-pile = Uma partida só de Duel não tem pilha de Maldições para corrigir: seu Baralho de Maldições nunca é corrigido.
duel-error-curse-pile-range = A pilha de Maldições tem de 0 a { $max } Maldições, não { $left }.
duel-error-curse-pile-same = A pilha de Maldições já tem { $left }.
duel-error-vp-range = Os PV vão de -{ $max } a { $max }, não { $vp }.
duel-error-nothing-to-undo = Não há nada para desfazer: nenhuma ação foi feita ainda.
duel-error-nothing-to-redo = Não há nada para refazer.

## As listas de salvamentos

duel-kind = partida de Dominion: Duel
duel-title-duel-only = Duel, só cartas do Duel
duel-title-mixed = Duel, reino misto
duel-progress-turn = turno { $turn } de { $name }
duel-progress-ended-after = acabou após o turno { $turn } de { $name }
duel-progress-ended-in = acabou no turno { $turn } de { $name }

## O status, o baralho, o título do fim

duel-turn-line = Turno { $turn } de { $name }
duel-turn-line-over = Fim de jogo: digite os pontos de vitória de cada um
duel-now-decided = A partida está decidida: comece outra quando quiser.
duel-now-pile-end = Fim por pilhas: digite os pontos de vitória de cada jogador em jogo.
duel-now-turn = Turno de { $name }: tire maldições e registre as mudanças quando acontecerem, depois encerre o turno.
duel-deck-line-pile-empty = Pilha de Maldições vazia: uma maldição é uma ficha
duel-deck-line-pile = Pilha de Maldições: { $n }
duel-deck-line-deck-empty = Baralho de Maldições vazio: uma maldição é uma ficha
duel-deck-line-deck =
    Baralho de Maldições: { $n ->
        [0] nenhuma carta
        [one] 1 carta
       *[other] { $n } cartas
    }
duel-drawn-raid = { $card } + ficha de maldição
duel-verdict-wins = { $names } { $n ->
    [0] vencem
    [one] vence
   *[other] vencem
}
duel-verdict-nobody = Ninguém vence
duel-end-last-player = { $name } vence: os outros estão fora do jogo
duel-end-nobody = Ninguém vence
duel-end-wins-with = { $name } vence com { $score }
duel-end-wins-on-turns =
    { $name } vence por menos turnos: { $score } como { $others }, { $turns ->
        [0] 0 turnos
        [one] 1 turno
       *[other] { $turns } turnos
    } contra { $more }
duel-end-share-with = { $names } dividem a vitória com { $score }
duel-end-share-on-turns =
    { $names } dividem a vitória por menos turnos: { $score } como { $others }, { $turns ->
        [0] 0 turnos
        [one] 1 turno
       *[other] { $turns } turnos
    } contra { $more }
duel-ending-last-player = Os outros estão fora do jogo: a vida decide, os PV não contam.
duel-ending-province = A pilha de Províncias acabou. Digite os pontos de vitória de cada jogador em jogo.
duel-ending-piles =
    { $n ->
        [0] Nenhuma pilha do suprimento vazia
        [one] 1 pilha do suprimento vazia
       *[other] { $n } pilhas do suprimento vazias
    }. Digite os pontos de vitória de cada jogador em jogo.
# Por que a partida acabou, depois dos PV digitados: o que aconteceu, sem nada a fazer.
duel-ended-province = A pilha de Províncias acabou.
duel-ended-piles =
    { $n ->
        [0] Nenhuma pilha do suprimento acabou.
        [one] 1 pilha do suprimento acabou.
       *[other] { $n } pilhas do suprimento acabaram.
    }
duel-short-other-victory = carta de { $vp } PV

## A tela de jogo

duel-banner-out = { $name } está fora: todas as suas cartas vão para o Lixo, cartas de Maldição também.
duel-banner-deck-empty = O Baralho de Maldições acabou: de agora em diante, uma maldição é uma ficha de maldição.
duel-banner-pile-empty = A pilha de Maldições acabou: de agora em diante, uma maldição é uma ficha de maldição.
duel-unit-life = pontos de vida
duel-unit-tokens = PV das fichas de maldição
duel-out = FORA
duel-take = Pegue: { $card }
duel-log-heading = O que acabou de acontecer
duel-log-start = { $name } começa. Quem precisar ganhar uma maldição toca em "Tirar uma maldição" na sua coluna.
duel-curse-pile-fewer = Uma Maldição a menos na pilha
duel-curse-pile-more = Uma Maldição a mais na pilha
duel-report-summary =
    { $n ->
        [0] Nenhuma pilha vazia
        [one] 1 pilha vazia
       *[other] { $n } pilhas vazias
    }
duel-report-summary-province =
    { $n ->
        [0] Pilha de Províncias vazia
       *[other] Pilha de Províncias vazia, mais { $n }
    }
duel-detail-eliminated =
    { $place ->
        [1] saiu primeiro
        [2] saiu em segundo
        [3] saiu em terceiro
       *[other] saiu em quarto
    }
duel-detail-playing = jogando agora
duel-detail-last-drew = última: { $card }
duel-detail-sith-lord = Sith Lord em jogo
duel-draw-label = { $name } tira uma maldição
duel-draw-button = Tirar uma maldição
duel-draw-tooltip = A carta do topo do Baralho de Maldições (ou uma ficha de maldição quando ele acabar) vai para este jogador.
duel-primary-type-vp = Digite os pontos de vitória de cada um
duel-primary-end-turn = Fim do turno { $turn } de { $name }
duel-primary-end-turn-ends = Fim do turno { $turn } de { $name }: o jogo acaba

## O diálogo de ataque

duel-battle-title = Ataque de { $name }
duel-battle-cancel = Cancelar
duel-battle-back = Voltar
duel-battle-resolve = Resolver o ataque
duel-battle-next-name = Próximo: { $name }
duel-battle-next = Próximo
duel-battle-choose-first = Primeiro escolha com o que se ataca.
duel-battle-attacks-with = { $name } ataca com
duel-battle-warrior-strength = Um Warrior: sua força
duel-battle-attacker-warrior = Warrior de quem ataca
duel-battle-raid = Warrior Raid (quem for atingido também pega uma ficha de maldição)
duel-battle-or = Ou
duel-battle-silver-lining = Silver Lining: uma Prata no Lixo
duel-battle-war-trophy-tooltip = War Trophy ataca quando 3 fichas de PV foram ganhas neste turno.
duel-battle-answers = { $name } responde ao ataque de { $attacker }: { $attack }
duel-battle-sith-lord = { $name } tem Sith Lord em jogo: escapa do ataque e ainda pode responder.
duel-battle-nothing = Nada
duel-battle-nothing-label = { $name }: nada
duel-battle-vaccination = Vaccination
duel-battle-vaccination-label = { $name }: Vaccination
duel-battle-reactor-warrior = Warrior de { $name }
duel-battle-only-vaccination = Só Vaccination responde a este ataque: uma batalha precisa de dois Warriors.
duel-battle-summary = { $name } ataca com { $attack }
duel-battle-answer-nothing = nada
duel-battle-answer-both = { $warrior } e Vaccination
duel-battle-answer = { $name }: { $answer }
duel-battle-chuck-norris = Chuck Norris respondeu: { $name } põe a mão inteira no Lixo. O que havia nela?
duel-battle-hand-vp = PV: { $n }
duel-battle-hand-vp-fewer = Um PV a menos na mão
duel-battle-hand-vp-more = Um PV a mais na mão
duel-battle-hand-curses = Valor de Maldição: { $n }
duel-battle-hand-curses-fewer = Valor de Maldição um a menos
duel-battle-hand-curses-more = Valor de Maldição um a mais
duel-battle-grid-sith-lord = 1 Sith Lord
duel-battle-grid-angel = 8 Angel
duel-battle-grid-chuck-norris = 10 Chuck Norris
duel-battle-grid-label = { $whose }: força { $strength }
duel-battle-outcome = O ataque
duel-battle-done = Feito

## As mudanças do jogador escolhido

duel-changes-for = Mudanças de { $name }
duel-changes-other-player = (toque num nome acima para outro jogador)
duel-changes-supply = O suprimento, para o fim do turno:
duel-row-gains = Ganha
duel-row-loses = Perde
duel-row-trashes = Põe no Lixo
duel-row-tokens = Fichas
duel-row-other-victory = Outra carta de Vitória
duel-row-correct-life = Corrigir a vida para
duel-row-give-and-take = { $give } no Lixo com uma
duel-row-card-to-give = Carta a dar
duel-row-gives = Dá uma { $card } a
duel-tokens-fewer = Uma ficha a menos por toque
duel-tokens-more = Uma ficha a mais por toque
duel-vp-hint = PV
duel-other-victory-field = PV da outra carta de Vitória
duel-other-victory-gained = ganha
duel-other-victory-lost = perde
duel-other-victory-gained-label = { $name }: outra carta de Vitória ganha
duel-other-victory-lost-label = { $name }: outra carta de Vitória perdida
duel-other-victory-refused = Os PV de outra carta de Vitória são um número inteiro de 0 a { $max }: "{ $text }" não é; nada mudou.
duel-sith-lord-mark = Sith Lord em jogo (protege dos ataques dos outros)
duel-life-field = Vida a definir
duel-set-life-label = Definir a vida de { $name }
duel-set-life = Definir
duel-attack-button = Atacar
duel-attack-tooltip = Um Warrior, a Prata no Lixo do Silver Lining, ou War Trophy: pergunta a resposta de cada jogador, um por vez.
duel-war-trophy-due =
    War Trophy ataca: { $n ->
        [0] nenhuma maldição
        [one] 1 maldição
       *[other] { $n } maldições
    } para cada um
duel-war-trophy-tooltip = As fichas de PV ganhas neste turno chegaram a um múltiplo de 3: uma War Trophy em jogo ataca agora.
duel-village-played-count = Cursed Village jogada ({ $n })
duel-village-tooltip = No começo do próximo turno deste jogador o app manda pegar uma { $estate } ou um { $duchy }.
duel-give-and-take-tooltip = Fim de um turno sem compra: { $give } sai da mesa com outra carta de Maldição, +3 e + o valor dela.
duel-give-tooltip = Quem dá ganha o valor dela em pontos de vida, depois quem recebe perde.
duel-list-toggle = Várias de uma vez: os botões acima fazem uma lista
duel-list-empty = A lista está vazia: toque nas mudanças para pô-las nela.
duel-list-apply =
    Aplicar { $n ->
        [0] nenhuma mudança
        [one] esta mudança
       *[other] estas { $n } mudanças
    } (ganhos de vida primeiro)
duel-list-clear = Limpar a lista
duel-list-full = Uma lista tem no máximo { $max } mudanças: aplique-a, depois faça outra.
duel-report-province = Pilha de Províncias vazia
duel-report-fewer = Uma pilha do suprimento vazia a menos
duel-report-more = Uma pilha do suprimento vazia a mais
duel-report-empty =
    { $n ->
        [0] { $n } vazias
        [one] { $n } vazia
       *[other] { $n } vazias
    }
duel-report-tooltip = Pilhas vazias do suprimento além da de Províncias: { $contagion } e { $gold } contam, o Baralho de Maldições nunca.

## A preparação

duel-setup-players = Jogadores na ordem dos turnos, quem começa primeiro
duel-setup-seats = Cada um senta à esquerda do anterior.
duel-setup-player-hint = Jogador { $seat }
duel-setup-player-name = Nome do jogador { $seat }
duel-setup-add = Mais um jogador
duel-setup-remove = Tirar o último jogador
duel-setup-kingdom = Reino
duel-setup-duel-only = Só cartas do Duel: pontos de vida e o Baralho de Maldições
duel-setup-mixed = Misto: sem pontos de vida, pilha de Maldições básica
duel-setup-starting-vp = PV do baralho inicial:
duel-setup-starting-vp-field = PV do baralho inicial
duel-setup-starting-vp-help = (com 3 { $estates } são 3, com Shelters 0; os pontos de vida iniciais são 10 mais esse valor.)
duel-setup-set-out = Separe
duel-setup-summary =
    { $name } começa. { $n ->
        [0] { $n } jogadores
        [one] 1 jogador
       *[other] { $n } jogadores
    }.
duel-setup-start = Começar a partida
duel-setup-start-tooltip = Embaralha o Baralho de Maldições e começa o turno do primeiro jogador.

## Tirar um jogador do jogo, sair

duel-ask-out =
    { $n ->
        [0] { $who } chegam a 0 pontos de vida e estão fora do jogo.
        [one] { $who } chega a 0 pontos de vida e está fora do jogo.
       *[other] { $who } chegam a 0 pontos de vida e estão fora do jogo.
    }
duel-ask-out-ends =
    { $n ->
        [0] { $who } chegam a 0 pontos de vida e estão fora do jogo.
        [one] { $who } chega a 0 pontos de vida e está fora do jogo.
       *[other] { $who } chegam a 0 pontos de vida e estão fora do jogo.
    } O jogo acaba: { $winner } vence.
duel-ask-out-title = Tirar { $who } do jogo?
duel-ask-out-yes =
    { $n ->
        [0] Sim: { $who } estão fora
        [one] Sim: { $who } está fora
       *[other] Sim: { $who } estão fora
    }
duel-leave-line = { $turn }; { $deck }.

## O fim

duel-end-head-player = Jogador
duel-end-head-vp = PV
duel-end-head-score = Pontuação
duel-end-head-turns = Turnos
duel-end-head-life = Vida − 10
duel-end-out =
    fora (saiu { $place ->
        [1] primeiro
        [2] em segundo
        [3] em terceiro
       *[other] em quarto
    })
duel-end-not-scored = sem pontuação
duel-end-score = { $vp } PV − { $tokens } = { $score }
duel-end-help = PV: cartas de Vitória + fichas de PV − cartas de Maldição pelo valor ({ $curse } 1, { $contagion } 2, { $gold } 2, { $give } 3). Vence a maior pontuação; no empate, menos turnos; se o empate continuar, vitória dividida. A vida não conta; vida − 10 é igual aos PV quando toda mudança foi registrada.
duel-end-vp-field = PV de { $name }
duel-end-enter-label = Registrar os PV de { $name }
duel-end-enter = Registrar
duel-end-vp-error = { $name }: { $error }
duel-end-vp-range = Os PV vão no máximo até { $max }, para mais ou para menos; nada mudou.
duel-end-vp-text = Os PV são um número inteiro, negativo vale: "{ $text }" não é; nada mudou.

## Resultados

duel-results-title = Duel: seus resultados
duel-results-none = Nenhuma partida de Duel terminada ainda: cada uma fica registrada aqui.
duel-results-games = Partidas
duel-results-wins = Vitórias
duel-results-last-player = os outros saíram
duel-results-scored = pontos: { $scores }
duel-results-line =
    { $date }: { $n ->
        [0] { $winners } venceram
        [one] { $winners } venceu
       *[other] { $winners } venceram
    } ({ $how }; { $names }, { $kingdom })
duel-results-bad-lines =
    { $n ->
        [0] { $n } linhas
        [one] 1 linha
       *[other] { $n } linhas
    } de results-duel.ron não puderam ser lidas; ficam como estão.

## O modo na moldura do app

duel-tab = Duel: 2 a 4 jogadores, pontos de vida
duel-primary-help = Termina o turno do jogador da vez, com o relatório do suprimento ao lado.

# The play logged in BG Stats.
duel-bgstats-board = Duel: { $kingdom }
duel-bgstats-comments =
    { $n ->
        [0] Ninguém venceu ({ $how }).
        [one] { $winners } venceu ({ $how }).
       *[other] { $winners } venceram juntos ({ $how }).
    }

## O nosso próprio Baralho de Maldições: as cartas que a mesa vira e informa

duel-setup-own-deck = Nosso próprio Baralho de Maldições: nós embaralhamos e viramos as cartas
duel-setup-own-deck-tip = Embaralhe as cartas reais numa pilha virada para baixo. Cada vez que alguém tirar uma maldição, vire a carta de cima e toque na que saiu.
duel-checklist-own-deck = Nosso próprio Baralho de Maldições: { $curse_n } { $curses }, { $give_n } { $gives }, { $contagion_n } { $contagions } e { $gold_n } { $golds } ({ $n } cartas) embaralhadas numa pilha virada para baixo. Quando alguém tirar uma maldição, vire a carta de cima e toque na que saiu.
duel-action-turned = Virada: { $card }
duel-event-turned =
    Virada do Baralho de Maldições: { $card } ({ $n ->
        [0] nenhuma carta resta virada para baixo
        [one] resta 1 carta virada para baixo
       *[other] restam { $n } cartas viradas para baixo
    }).
duel-turned-title = Vire a carta de cima do Baralho de Maldições: qual é?
duel-turned-gains = { $name } recebe esta carta.
duel-turned-for = Para: { $action }.
# A ação para a qual uma carta é virada, quando é um ataque: de quem é o ataque, e qual.
duel-turned-attack = o ataque de { $name }, { $attack }
duel-turned-for-more = Para: { $action }. Cartas já viradas para isso: { $cards }.
duel-turned-answer =
    { $card }: { $n ->
        [0] nenhuma no baralho
        [one] 1 no baralho
       *[other] { $n } no baralho
    }
duel-turned-cancel = Cancelar
duel-banner-turned-waiting =
    { $n ->
        [0] Nenhuma carta virada espera.
        [one] Virada e ainda não tirada: { $cards }. A próxima maldição tirada é essa.
       *[other] Viradas e ainda não tiradas: { $cards }. As próximas maldições tiradas são essas, nessa ordem.
    }
duel-error-turned-app-shuffles = O app embaralha o Baralho de Maldições desta partida: não há carta para informar. Toque em "Tirar uma maldição".
duel-error-turned-no-deck = Uma partida mista não tem Baralho de Maldições: as maldições vêm da pilha de Maldições.
duel-error-nothing-to-turn = Todas as cartas do Baralho de Maldições já foram viradas.
duel-error-none-face-down = Não resta nenhuma carta { $card } virada para baixo no Baralho de Maldições: todas já foram tiradas ou viradas. Toque na carta que virou.
duel-error-need-turned = Antes, vire a carta de cima do Baralho de Maldições e toque na que saiu.
