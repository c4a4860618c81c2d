# As palavras do modo pirâmide (src/app/pyramid). Os nomes das cartas chegam como
# variáveis ($card, $curse, $estate...), no idioma em que as cartas da mesa são impressas;
# as frases evitam artigos antes deles (o gênero depende do nome impresso).

## Nomes

# Sem artigo em português: "1 Ducado" onde o inglês diz "a Duchy".
pyramid-a-card =
    { $vowel ->
       *[other] 1 { $card }
    }
pyramid-attack-card =
    { $count ->
        [0] cartas de Ataque
        [one] carta de Ataque
       *[other] cartas de Ataque
    }
pyramid-victory-kingdom = carta de Vitória do reino
pyramid-cursed-estate = { $estate } amaldiçoada
pyramid-level-easy = Fácil
pyramid-level-normal = Normal
pyramid-level-advanced = Avançado
pyramid-level-expert = Especialista
pyramid-level-master = Mestre
pyramid-row-bottom = fileira de baixo
pyramid-row-middle = fileira do meio
pyramid-row-top = fileira do topo
pyramid-row-none = pirâmide
pyramid-why-seven = 7+ cartas neste turno
pyramid-why-fourth = 4ª carta de Ação neste turno
pyramid-why-buy = compra de { $card }
pyramid-unstable-no-bottom = nenhuma carta na fileira de baixo
pyramid-unstable-top = menos de 4 cartas e nenhuma carta de PV no topo
pyramid-unstable-apart = menos de 4 cartas, e nem todas se tocam
pyramid-verdict-loss = derrota
pyramid-verdict-loss-no-buy = derrota: nenhuma compra possível
pyramid-verdict-victory =
    { $level ->
        [4] vitória de nível 4 (hora de subir de nível)
       *[other] vitória de nível { $level }
    }
pyramid-verdict-perfect = vitória de nível 4 (uma partida perfeita)
pyramid-verdict-title-win = VITÓRIA (nível { $level })
pyramid-verdict-title-loss = DERROTA
pyramid-cost = ${ $cost }

## As listas de salvamentos e Retomar

pyramid-kind = partida solo da pirâmide
pyramid-title = Pirâmide solo, { $level }, mistura { $mix }
pyramid-progress-before = antes do turno 1
pyramid-progress-turn = turno { $turn }
pyramid-tab = Solo: a IA da pirâmide de PV
pyramid-primary-help = Faz o próximo passo da mesa: iniciar um turno, encerrá-lo ou pontuar a partida.

## Ações, como os botões, o registro e "Desfazer: …" as nomeiam

pyramid-act-swap = Trocar { $a } e { $b }
pyramid-act-redraw-one = Recomprar { $place }
pyramid-act-redraw-two = Recomprar { $a } e { $b }
pyramid-act-start = Iniciar turno
pyramid-act-start-outpost = Iniciar turno (Outpost)
pyramid-act-reshuffle-curse = Embaralhou: pegar { $curse }
pyramid-act-reshuffle-ai = Embaralhou: a IA pontua
pyramid-act-seven = 7+ cartas
pyramid-act-fourth = 4ª Ação
pyramid-act-buy-treasure =
    Comprar { $card }{ $overpay ->
        [0] {""}
       *[other] , pagando ${ $overpay } a mais
    }
pyramid-act-buy-victory =
    Comprar carta de Vitória do reino (${ $cost }){ $overpay ->
        [0] {""}
       *[other] , pagando ${ $overpay } a mais
    }
pyramid-act-buy-place = Comprar de { $place }
pyramid-act-curse-estate = Amaldiçoar { $estate } em { $place }
pyramid-act-bonus-move = Bônus do topo: mover { $from } para { $to }
pyramid-act-bonus-swap = Bônus do topo: trocar { $a } e { $b }
pyramid-act-gain = Ganhar de { $place }
pyramid-act-curse-to = { $curse } para { $place }
pyramid-act-curse-trash = { $curse } para o Lixo
pyramid-act-score = IA pontua de { $place }
pyramid-act-curse-left = 1 { $curse } saiu do suprimento
pyramid-act-curse-back = 1 { $curse } voltou ao suprimento
pyramid-act-no-buy = Nenhuma compra possível
pyramid-act-end =
    Encerrar turno ({ $piles ->
        [0] nenhuma outra pilha vazia
        [one] 1 outra pilha vazia
       *[other] { $piles } outras pilhas vazias
    })
pyramid-act-final = Contagem final
pyramid-step-scored = IA pontuou { $card } de { $place }
pyramid-step-bought = Comprou { $card } de { $place }
pyramid-step-gained = Ganhou { $card } de { $place }
pyramid-step-start = Iniciar turno { $turn }
pyramid-step-start-outpost = Iniciar turno { $turn } (Outpost)
pyramid-step-end = Encerrar turno { $turn }
pyramid-step-end-piles =
    Encerrar turno { $turn } ({ $piles ->
        [0] { $piles } outras pilhas vazias
        [one] 1 outra pilha vazia
       *[other] { $piles } outras pilhas vazias
    })

## O registro: o que aconteceu

pyramid-ev-swapped = Trocadas de lugar: { $card_a } em { $a } e { $card_b } em { $b }.
pyramid-ev-set-aside = Posta de lado: { $card } de { $place }.
pyramid-ev-from-deck = { $place } recebeu { $a_card } do baralho.
pyramid-ev-shuffled =
    As cartas postas de lado foram para o baralho, e o baralho foi embaralhado ({ $cards ->
        [0] { $cards } cartas
        [one] { $cards } carta
       *[other] { $cards } cartas
    }).
pyramid-ev-turn = Turno { $turn }.
pyramid-ev-turn-outpost = Turno { $turn } (turno de Outpost).
pyramid-ev-stable = A pirâmide está estável.
pyramid-ev-unstable = A pirâmide está instável ({ $why }): as cartas caem e os lugares vazios são repostos.
pyramid-ev-fell = { $card } caiu de { $from } para { $to }.
pyramid-ev-ran-out =
    O baralho acabou: { $places ->
        [0] { $places } lugares ficam vazios
        [one] { $places } lugar fica vazio
       *[other] { $places } lugares ficam vazios
    }.
pyramid-ev-curse-taken = O jogador pegou 1 { $curse } ({ $left ->
        [0] não resta nenhuma no suprimento
        [one] resta 1 no suprimento
       *[other] restam { $left } no suprimento
    }). Se houver fichas de PV no suprimento, uma sai do jogo.
pyramid-ev-owes =
    A IA pontua { $count ->
        [0] { $count } cartas
        [one] { $count } carta
       *[other] { $count } cartas
    } ({ $why }): escolha cada uma na fileira mais baixa.
pyramid-ev-owes-cut =
    A IA pontua { $count ->
        [0] { $count } cartas
        [one] { $count } carta
       *[other] { $count } cartas
    } ({ $why }; pedidas { $asked }, a pirâmide só tem { $count }): escolha cada uma na fileira mais baixa.
pyramid-ev-nothing-for = A IA não pontua nada ({ $why }).
pyramid-ev-nothing-empty = A pirâmide está vazia: a IA não pontua nada.
pyramid-ev-scored-pile = A IA pontuou { $card } de { $place }: virada para baixo na pilha de pontos da IA.
pyramid-ev-scored-curse-with = A IA pontuou { $curse } de { $place }: vai para o Lixo com a carta do topo da pilha de pontos da IA, { $a_card }.
pyramid-ev-scored-curse-alone = A IA pontuou { $curse } de { $place }: vai para o Lixo (a pilha de pontos da IA está vazia).
pyramid-ev-scored-attack = A IA pontuou { $card } de { $place }: vai para o Lixo.
pyramid-ev-cursed-estate = { $estate } em { $place } amaldiçoada: o jogador põe no Lixo 1 { $curse } da mão.
pyramid-ev-bought-at = Comprou { $card } em { $place } por ${ $cost }.
pyramid-ev-bought = Comprou { $a_card } (${ $cost }).
pyramid-ev-bonus-moved = Bônus do topo: { $card } foi de { $from } para { $to }.
pyramid-ev-bonus-swapped = Bônus do topo: { $card_a } em { $a } e { $card_b } em { $b } trocaram de lugar.
pyramid-ev-gained = Ganhou { $card } em { $place } (custa ${ $cost }).
pyramid-ev-curse-given-place = A IA recebeu 1 { $curse }, posta em { $place } ({ $left ->
        [0] não resta nenhuma no suprimento
        [one] resta 1 no suprimento
       *[other] restam { $left } no suprimento
    }).
pyramid-ev-curse-given-with = A IA recebeu 1 { $curse }: vai para o Lixo com a carta do topo da pilha de pontos da IA, { $a_card } ({ $left ->
        [0] não resta nenhuma no suprimento
        [one] resta 1 no suprimento
       *[other] restam { $left } no suprimento
    }).
pyramid-ev-curse-given-alone = A IA recebeu 1 { $curse }: vai para o Lixo, pois a pilha de pontos da IA está vazia ({ $left ->
        [0] não resta nenhuma no suprimento
        [one] resta 1 no suprimento
       *[other] restam { $left } no suprimento
    }).
pyramid-ev-estate-trashed = { $estate } em { $place } vai para o Lixo.
pyramid-ev-curse-left = 1 { $curse } saiu do suprimento ({ $left ->
        [0] não resta nenhuma no suprimento
        [one] resta 1 no suprimento
       *[other] restam { $left } no suprimento
    }).
pyramid-ev-curse-back = 1 { $curse } voltou ao suprimento ({ $left ->
        [0] não resta nenhuma no suprimento
        [one] resta 1 no suprimento
       *[other] restam { $left } no suprimento
    }).
pyramid-ev-turn-ended =
    Turno { $turn } encerrado { $piles ->
        [0] sem nenhuma pilha do suprimento vazia
        [one] com 1 pilha do suprimento vazia
       *[other] com { $piles } pilhas do suprimento vazias
    }.
pyramid-ev-over-piles =
    Fim de jogo: { $piles ->
        [0] { $piles } pilhas do suprimento vazias
        [one] { $piles } pilha do suprimento vazia
       *[other] { $piles } pilhas do suprimento vazias
    }. A pilha de pontos da IA é revelada.
pyramid-ev-over-both =
    Fim de jogo: { $piles ->
        [0] { $piles } pilhas do suprimento vazias
        [one] { $piles } pilha do suprimento vazia
       *[other] { $piles } pilhas do suprimento vazias
    }, e a pirâmide e o baralho vazios. A pilha de pontos da IA é revelada.
pyramid-ev-over-pyramid = Fim de jogo: a pirâmide e o baralho estão vazios. A pilha de pontos da IA é revelada.
pyramid-ev-over-no-buy = Nenhuma compra possível: a partida está perdida, sem pontuação. A pilha de pontos da IA é revelada.
pyramid-ev-scored = Pontos a bater { $to_beat }, pontos do jogador { $player }: { $verdict }.

## Recusas

pyramid-err-estates = O baralho de PV leva todas as 12 { $estates }, não { $asked }.
pyramid-err-cap = No máximo { $cap } { $cards } (não há mais para buscar), não { $asked }.
pyramid-err-colonies = Não mais { $colonies } que { $provinces }: { $c } { $colonies } mas { $p } { $provinces }.
pyramid-err-provinces = Não mais { $provinces } que { $duchies }: { $p } { $provinces } mas { $d } { $duchies }.
pyramid-err-thirty = O baralho de PV tem exatamente 30 cartas, não { $total }.
pyramid-err-master = Mestre pede ao menos { $needed } { $colonies } na mistura, não { $asked }.
pyramid-err-attack-name = O nome da carta de Ataque é só para exibir: no máximo { $max } caracteres.
pyramid-err-seed = Uma partida precisa de uma semente para embaralhar: o app sorteia uma quando a mesa não dá.
pyramid-err-order-length =
    A ordem tem { $attacks ->
        [yes] as 30 cartas de PV da mistura e 5 cartas de Ataque
       *[other] as 30 cartas de PV da mistura
    }: { $expected } cartas, não { $got }.
pyramid-err-order-curse = Nenhuma { $curse } vai no baralho: as { $curses } esperam ao lado da pirâmide.
pyramid-err-order-count = A ordem tem { $expected } { $cards } para esta mistura e nível, não { $got }.
pyramid-err-order-first = As seis primeiras cartas vão para a pirâmide e devem ser cartas de PV; a carta { $position } é { $card }.
pyramid-err-deck-overflow = O baralho tem cartas demais.
pyramid-err-not-scored = A partida foi perdida sem compra possível: não é pontuada.
pyramid-err-over = O jogo acabou: só a contagem final pode ser digitada, ou desfaça para voltar.
pyramid-err-not-over = A contagem final é digitada quando o jogo acaba.
pyramid-err-owed =
    A IA ainda pontua { $count ->
        [0] { $count } cartas
        [one] { $count } carta
       *[other] { $count } cartas
    }: toque em cada uma na fileira mais baixa antes.
pyramid-err-owed-for =
    A IA ainda pontua { $count ->
        [0] { $count } cartas
        [one] { $count } carta
       *[other] { $count } cartas
    } ({ $why }): toque em cada uma na fileira mais baixa antes.
pyramid-err-before-turn = Antes do turno 1 só valem o ajuste inicial e Iniciar turno: toque em Iniciar turno primeiro.
pyramid-err-adjust-late = O ajuste inicial só é feito antes do turno 1.
pyramid-err-adjust-once = O ajuste inicial é feito uma vez: desfaça-o para escolher outro.
pyramid-err-adjust-empty = { $place } está vazio: não há carta para ajustar.
pyramid-err-swap-same = Uma troca pede dois lugares diferentes.
pyramid-err-redraw-same = Uma recompra pede um lugar ou dois lugares diferentes.
pyramid-err-no-vp = O baralho não tem carta de PV para recomprar.
pyramid-err-deck-full = O baralho não comporta as cartas postas de lado.
pyramid-err-nothing-owed = A IA não deve carta agora: não há nada a pontuar.
pyramid-err-pick-empty = { $place } está vazio: escolha uma carta que a IA possa pontuar.
pyramid-err-pick-row = A IA só pontua da { $row } enquanto houver carta nela.
pyramid-err-turn-seven = 7+ cartas só contam durante um turno: toque em Iniciar turno depois de comprar a mão.
pyramid-err-turn-fourth = A 4ª carta de Ação só conta durante um turno: toque em Iniciar turno depois de comprar a mão.
pyramid-err-turn-buy = Uma compra só acontece durante um turno: toque em Iniciar turno depois de comprar a mão.
pyramid-err-turn-bonus = O bônus do topo só vale durante um turno: toque em Iniciar turno depois de comprar a mão.
pyramid-err-turn-gain = Um ganho só acontece durante um turno: toque em Iniciar turno depois de comprar a mão.
pyramid-err-turn-curse = Dar 1 { $curse } à IA só acontece durante um turno: toque em Iniciar turno depois de comprar a mão.
pyramid-err-no-curse-take = Não há { $curse } no suprimento para pegar: deixe a IA pontuar.
pyramid-err-outpost-seven = Num turno de Outpost, 7+ cartas não fazem a IA pontuar.
pyramid-err-outpost-fourth = Num turno de Outpost, a 4ª carta de Ação não faz a IA pontuar.
pyramid-err-once-seven = A IA já pontuou por 7+ cartas neste turno: uma vez por turno.
pyramid-err-once-fourth = A IA já pontuou pela 4ª carta de Ação neste turno: uma vez por turno.
pyramid-err-overpay = Pago a mais: ${ $coins } está fora do limite; digite de $0 a ${ $max }.
pyramid-err-cost = Custo: ${ $coins } está fora do limite; digite de $0 a ${ $max }.
pyramid-err-place-empty = { $place } está vazio: não há carta ali.
pyramid-err-not-vp = Só cartas de PV saem da pirâmide: { $card } em { $place } não.
pyramid-err-no-estate = Amaldiçoar { $an_estate } pede { $an_estate } na fileira de baixo: { $place } tem { $a_card }.
pyramid-err-no-estate-empty = Amaldiçoar { $an_estate } pede { $an_estate } na fileira de baixo: { $place } está vazio.
pyramid-err-buy-order = Compre { $card } (${ $cost }) antes de { $last } (${ $last_cost }): desfaça { $last } para reordenar.
pyramid-err-top-not-bought = O bônus do topo só vem depois de comprar a carta em T neste turno.
pyramid-err-top-used = O bônus do topo já foi usado neste turno: uma vez.
pyramid-err-bonus-full = { $place } tem uma carta: o bônus do topo move uma carta de PV para um lugar vazio, ou troca duas cartas de PV.
pyramid-err-gain-row = Só uma carta de PV da fileira de baixo pode ser ganha: { $place } está na { $row }.
pyramid-err-no-curse-give = Não há { $curse } no suprimento: a carta que dá uma não pode ser jogada.
pyramid-err-curse-full = { $place } tem uma carta: a { $curse } dada vai para um lugar vazio ou para o Lixo.
pyramid-err-supply-empty = O suprimento de { $curse } está vazio: nenhuma pode sair.
pyramid-err-none-back = Nenhuma { $curse } que saiu do suprimento está com o jogador: nenhuma pode voltar.
pyramid-err-turn-on = O turno { $turn } está em andamento: toque em Encerrar turno primeiro.
pyramid-err-no-turn = Nenhum turno em andamento: toque em Iniciar turno depois de comprar a mão.
pyramid-err-piles = Pilhas vazias do suprimento fora a de { $curse }: { $piles } está fora do limite; digite de 0 a { $max }.
pyramid-err-no-buy-turn = "Nenhuma compra possível" só vale na fase de Compra de um turno: toque em Iniciar turno primeiro.
pyramid-err-final =
    { $field ->
        [kingdom] PV ainda nas pilhas de Vitória do reino
        [vp] PV do jogador
        [curses] { $curses } do jogador
        [coppers] { $coppers } no baralho
        [shelters] Shelters do jogador
        [ruins] Ruins do jogador
       *[full] pilhas do reino ainda cheias
    }: { $value } está fora do limite; digite de 0 a { $max }.
pyramid-err-undo = Não há nada para desfazer: nenhuma ação foi feita ainda.
pyramid-err-redo = Não há nada para refazer.

## As frases da tela da partida

pyramid-line-owed =
    A IA pontua { $count ->
        [0] { $count } cartas
        [one] { $count } carta
       *[other] { $count } cartas
    }: toque numa carta acesa da { $row }.
pyramid-line-owed-for =
    A IA pontua { $count ->
        [0] { $count } cartas
        [one] { $count } carta
       *[other] { $count } cartas
    } ({ $why }): toque numa carta acesa da { $row }.
pyramid-line-before = Deixe a pirâmide como foi distribuída, ou troque duas cartas ou recompre uma ou duas (uma vez). Depois compre sua mão e inicie o turno 1.
pyramid-line-between = Compre a próxima mão e inicie o turno { $turn }. Se embaralhou seu baralho, registre isso antes.
pyramid-line-bonus = Turno { $turn }: bônus do topo: você pode mover uma carta de PV para um lugar vazio ou trocar duas (toque na ferramenta).
pyramid-line-turn = Turno { $turn }: registre o que faz a IA reagir, a compra mais cara primeiro; depois encerre o turno.
pyramid-end-line-no-buy = Derrota: nenhuma compra possível. A pilha de pontos da IA está virada para cima.
pyramid-end-line-scored = Fim de jogo, { $how }: { $verdict }.
pyramid-end-line-unscored = Fim de jogo, { $how }: a pilha de pontos da IA está virada para cima. Digite suas contagens para pontuar.
pyramid-end-line-over = Fim de jogo.
pyramid-how-piles =
    { $piles ->
        [0] { $piles } pilhas do suprimento vazias
        [one] { $piles } pilha do suprimento vazia
       *[other] { $piles } pilhas do suprimento vazias
    }
pyramid-how-both =
    { $piles ->
        [0] { $piles } pilhas do suprimento vazias
        [one] { $piles } pilha do suprimento vazia
       *[other] { $piles } pilhas do suprimento vazias
    } e a pirâmide e o baralho esgotados
pyramid-how-pyramid = a pirâmide e o baralho esgotados
pyramid-how-no-buy = nenhuma compra possível
pyramid-swap-made = Troca feita. Para escolher outra mudança, desfaça-a.
pyramid-redraw-made = Recompra feita. Para escolher outra mudança, desfaça-a.
pyramid-big-end =
    Encerrar turno { $turn } ({ $piles ->
        [0] nenhuma pilha vazia
        [one] 1 pilha vazia
       *[other] { $piles } pilhas vazias
    })
pyramid-big-score = Pontuar a partida
pyramid-moved-fell = caiu de { $place }
pyramid-moved-new = nova do baralho
pyramid-moved-moved = veio de { $place }
pyramid-moved-swapped = trocada com { $place }
pyramid-moved-curse = { $curse } posta aqui
pyramid-pile-empty = vazia
pyramid-pile-count = { $count } { $cards }

## A tela de jogo

pyramid-status-before = Antes do turno 1
pyramid-status-over = Fim após o turno { $turn }
pyramid-status-turn = Turno { $turn }
pyramid-last-heading = O que acabou de acontecer
pyramid-band-owed =
    A IA pontua { $count ->
        [0] { $count } cartas
        [one] { $count } carta
       *[other] { $count } cartas
    }: toque numa carta acesa.
pyramid-hint-picked = { $place } escolhido: agora toque no segundo lugar.
pyramid-redraw-none = Recomprar (toque em 1 ou 2 lugares antes)
pyramid-count-deck = no baralho da IA
pyramid-count-pile = na pilha de pontos da IA
pyramid-count-curses = { $curses } no suprimento
pyramid-count-trash = no Lixo
pyramid-big-picks = Toque antes nas cartas da IA
pyramid-outpost = Turno de Outpost (3 cartas)
pyramid-outpost-tip = Este turno vem de um Outpost: sem reação a 7 cartas ou à 4ª Ação.
pyramid-empty-piles = Pilhas vazias no suprimento:
pyramid-pile-fewer = Uma pilha vazia a menos
pyramid-pile-more = Uma pilha vazia a mais
pyramid-tile = { $place }: { $card }
pyramid-tile-cost = { $place }: { $card } { $cost }
pyramid-tile-empty = { $place }: vazio
pyramid-empty = vazio
pyramid-tool-buy = Comprar
pyramid-tool-gain = Ganhar
pyramid-tool-curse-here = { $curse } num lugar
pyramid-tool-curse-estate = Amaldiçoar { $an_estate }
pyramid-tool-bonus-move = Bônus: mover
pyramid-tool-bonus-swap = Bônus: trocar
pyramid-tool-swap = Trocar duas
pyramid-tool-redraw = Recomprar
pyramid-hint-buy = Toque numa carta de PV que você compra. A compra mais cara primeiro.
pyramid-hint-gain = Toque na carta de PV da fileira de baixo que uma carta sua ganha.
pyramid-hint-curse-here = Toque no lugar vazio para onde vai a { $curse } da IA.
pyramid-hint-curse-no-place = Nenhum lugar está vazio: uma { $curse } dada à IA vai para o Lixo ("{ $give }").
pyramid-hint-curse-estate = Toque em { $estate } da fileira de baixo que você amaldiçoa; ponha no Lixo 1 { $curse } da mão.
pyramid-hint-bonus-move = Toque numa carta de PV, depois no lugar vazio para onde ela vai.
pyramid-hint-bonus-swap = Toque em duas cartas de PV para trocá-las.
pyramid-hint-swap = Toque em dois lugares para trocar suas cartas.
pyramid-hint-redraw = Toque em um ou dois lugares e depois em Recomprar.

## As reações

pyramid-coins-less = { $what }: $1 a menos
pyramid-coins-more = { $what }: $1 a mais
pyramid-owed-big =
    A IA pontua { $count ->
        [0] { $count } cartas
        [one] { $count } carta
       *[other] { $count } cartas
    }.
pyramid-owed-help = Toque numa carta acesa da pirâmide: ela vai virada para baixo para a pilha de pontos da IA (uma { $curse } leva a carta do topo dessa pilha para o Lixo; uma carta de Ataque vai para o Lixo).
pyramid-dealt-help = A pirâmide foi distribuída. Monte as mesmas seis cartas e inicie o turno 1 com o botão grande. As reações aparecem quando o turno começa.
pyramid-reshuffled = Seu baralho foi embaralhado
pyramid-take-curse = Pegar { $curse }
pyramid-take-curse-tip = 1 { $curse } do suprimento para a sua pilha de descarte. Se houver fichas de PV no suprimento, uma sai do jogo.
pyramid-ai-scores = A IA pontua
pyramid-ai-scores-tip = A IA pontua a carta mais à esquerda da fileira mais baixa.
pyramid-action-phase = Fase de Ação
pyramid-seven = 7+ cartas na mão e em jogo: IA pontua 1
pyramid-seven-done = 7+ cartas (já houve neste turno)
pyramid-seven-tip = As cartas compradas levam sua mão mais as cartas jogadas neste turno a 7 ou mais (ou ao número maior que uma carta sua diz). Uma vez por turno; não num turno de Outpost.
pyramid-fourth = 4ª Ação jogada: IA pontua 1
pyramid-fourth-done = 4ª Ação (feita neste turno)
pyramid-fourth-tip = A 4ª carta de Ação jogada neste turno, fora as de Duração de turnos anteriores. Uma vez por turno; não num turno de Outpost.
pyramid-give-curse = Dar 1 { $curse } à IA: para o Lixo
pyramid-give-curse-tip = A { $curse } vai para o Lixo com a carta do topo da pilha de pontos da IA. Para pô-la num lugar vazio, escolha "{ $tool }" e toque no lugar.
pyramid-buy-phase = Fase de Compra: a mais cara primeiro
pyramid-buy-treasure =
    Comprar { $card } (${ $price }{ $overpay ->
        [0] {""}
       *[other] {" "}+ ${ $overpay }
    })
pyramid-gold-tip = IA pontua 1, menos 1 a cada $2 pagos a mais.
pyramid-platinum-tip = IA pontua 2, menos 1 a cada $2 pagos a mais.
pyramid-overpaid-what = { $card } pago a mais
pyramid-victory-costs = Carta de Vitória do reino: custa
pyramid-overpaid = pago a mais
pyramid-victory-cost-what = Custo da carta de Vitória do reino
pyramid-victory-overpaid-what = Carta de Vitória do reino paga a mais
pyramid-buy-victory =
    Comprar carta de Vitória do reino (${ $cost }{ $overpay ->
        [0] {""}
       *[other] {" "}+ ${ $overpay }
    })
pyramid-buy-victory-tip = Gardens, Duke, Great Hall...: IA pontua 2, menos 1 a cada $2 pagos a mais.
pyramid-buy-from-pyramid = Uma carta da pirâmide: escolha "{ $tool }" acima dela e toque na carta.
pyramid-no-buy = Nenhuma compra possível: a partida está perdida
pyramid-no-buy-tip = Nada está ao alcance, nem 1 { $copper }: a partida acaba na hora, perdida e sem pontuação. Um turno de Outpost sem Ação jogada não pede compra: basta encerrá-lo.
pyramid-buys-later = As compras vêm quando o próximo turno começar.
pyramid-curse-supply = Suprimento de { $curse }: { $left } de { $total }
pyramid-curse-left-button = Saiu 1 { $curse } do suprimento
pyramid-curse-left-tip = Uma carta do reino moveu 1 { $curse } do suprimento para você: uma a menos.
pyramid-curse-back-button = 1 { $curse } voltou
pyramid-curse-back-tip = 1 { $curse } sua voltou ao suprimento: uma a mais.
pyramid-log = Registro

## O fim

pyramid-count-missing = Digite { $field } (um número inteiro, 0 ou mais).
pyramid-count-bad = { $field }: "{ $text }" não é um número inteiro de 0 ou mais. Digite só algarismos.
pyramid-field-kingdom = PV restantes nas pilhas de Vitória do reino
pyramid-field-vp = seus PV
pyramid-field-curses = { $curses } que você tem
pyramid-field-coppers = { $coppers } no seu baralho
pyramid-field-shelters = Shelters que você tem
pyramid-field-ruins = Ruins que você tem
pyramid-field-full = pilhas do reino ainda cheias
pyramid-end-no-buy = Nenhuma compra possível: a partida está perdida e não é pontuada. Desfazer traz o turno de volta se o toque foi por engano.
pyramid-game-over = Fim de jogo
pyramid-end-sum = { $player } − { $to_beat } = { $difference }: { $verdict }.
pyramid-end-verdict = { $verdict }.
pyramid-ai-pile-heading = A pilha de pontos da IA, virada para cima
pyramid-to-beat = Pontos a bater
pyramid-face-value = valor impresso
pyramid-each = { $points } cada
pyramid-enter = (digite)
pyramid-term-ai =
    { $count ->
        [0] { $count } cartas de PV na pilha
        [one] { $count } carta de PV na pilha
       *[other] { $count } cartas de PV na pilha
    }, { $per_card }
pyramid-term-left =
    { $count ->
        [0] { $count } cartas de PV restantes
        [one] { $count } carta de PV restante
       *[other] { $count } cartas de PV restantes
    } na pirâmide e no baralho, { $points } cada
pyramid-term-curses = { $count } { $curses } restantes no suprimento, −1 cada
pyramid-your-counts = Suas contagens
pyramid-label-kingdom = PV restantes nas pilhas de Vitória do reino (0–999)
pyramid-label-vp = Seus PV: cartas de Vitória e fichas, sem contar { $curses } (0–999)
pyramid-label-curses = { $curses } que você tem (0–{ $max }), −1 cada
pyramid-label-coppers = { $coppers } no seu baralho (0–12), −2 cada
pyramid-label-single = Só uma carta de Ação põe no Lixo: −1 por { $copper }
pyramid-label-shelters = Shelters que você tem (0–3), −3 cada
pyramid-label-no-trasher = Nenhuma carta de Ação põe no Lixo: −2 por Shelter
pyramid-label-ruins = Ruins que você tem (0–50), −4 cada
pyramid-label-full = Pilhas do reino ainda cheias (0–10), −5 cada
pyramid-score-again = Pontuar de novo com estas contagens
pyramid-score = Pontuar com estas contagens
pyramid-score-tip = Lê as contagens acima; elas podem ser digitadas de novo para corrigir.
pyramid-your-score = Seus pontos
pyramid-your-vp = Seus PV
pyramid-term-count = { $count } { $what }
pyramid-shelters =
    { $count ->
        [0] Shelters
        [one] Shelter
       *[other] Shelters
    }
pyramid-ruins =
    { $count ->
        [0] Ruins
        [one] Ruins
       *[other] Ruins
    }
pyramid-full-piles =
    { $count ->
        [0] pilhas do reino cheias
        [one] pilha do reino cheia
       *[other] pilhas do reino cheias
    }
pyramid-results-line =
    No nível { $level } com esta mistura: { $games ->
        [0] { $games } partidas
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $victories ->
        [0] { $victories } vitórias
        [one] { $victories } vitória
       *[other] { $victories } vitórias
    }.
pyramid-results-line-next =
    No nível { $level } com esta mistura: { $games ->
        [0] { $games } partidas
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $victories ->
        [0] { $victories } vitórias
        [one] { $victories } vitória
       *[other] { $victories } vitórias
    }. Próximo: tente o { $next }.
pyramid-ask-title = Nenhuma compra é possível?
pyramid-ask-text = Nada está ao alcance, nem 1 { $copper }: a partida acaba agora, perdida e sem pontuação.
pyramid-ask-yes = Sim: a partida está perdida

## A preparação e os resultados

pyramid-deal = Distribuir a pirâmide
pyramid-deal-tip = Embaralha o baralho da IA e distribui as seis cartas da pirâmide.
pyramid-setup-summary = Nível { $level }, mistura { $deck }.
pyramid-custom-deck = personalizado
pyramid-setup-level = Nível
pyramid-setup-deck = O baralho de PV da IA (30 cartas)
pyramid-mix-three = { $e } { $estates }, { $d } { $duchies }, { $p } { $provinces }.
pyramid-mix-four = { $e } { $estates }, { $d } { $duchies }, { $p } { $provinces }, { $c } { $colonies }.
pyramid-custom = Personalizado
pyramid-stepper = { $what }:
pyramid-one-fewer = Uma a menos: { $what }
pyramid-one-more = Uma a mais: { $what }
pyramid-mix-summary = { $e } { $estates }, { $d } { $duchies }, { $p } { $provinces }, { $c } { $colonies }: { $total } cartas.
pyramid-attack-label = A carta de Ataque que você embaralha (5 cópias):
pyramid-attack-tip = Só para o registro: nenhuma regra olha qual Ataque é.
pyramid-set-out = Separe
pyramid-your-results = Seus resultados
pyramid-col-level = Nível
pyramid-col-mix = Mistura
pyramid-col-games = Partidas
pyramid-col-victories = Vitórias
pyramid-col-best = Melhor
pyramid-best = nível { $level }
pyramid-check-vp =
    As cartas de PV da IA, separadas e viradas para cima ao lado da mesa: { $e } { $estates }, { $d } { $duchies }, { $p } { $provinces }{ $c ->
        [0] {""}
       *[other] , { $c } { $colonies }
    }. O app as embaralha: pegue a carta que ele nomear.
pyramid-check-curses = 5 { $curses } ao lado da pirâmide: o suprimento de { $curse } da IA.
pyramid-check-attack = 5 cópias de { $name }, ao lado das cartas de PV: o app as embaralha no baralho da IA.
pyramid-check-attack-default = a carta de Ataque escolhida
pyramid-check-deal = Depois distribua: monte as seis cartas que o app mostra, a fileira de baixo primeiro.
pyramid-level-text =
    { $level }: cada carta de PV que a IA pontua vale { $master ->
        [yes] o valor impresso (1, 3, 6, 10)
       *[other] { $points } pontos
    }{ $attacks ->
        [yes] , 5 cartas de Ataque no baralho dela
       *[other] {""}
    }; cada carta de PV restante conta { $left }.{ $master ->
        [yes] {" "}Pede ao menos 4 { $colonies }.
       *[other] {""}
    }
pyramid-results-title = Pirâmide solo: seus resultados
pyramid-results-bad =
    { $lines ->
        [0] { $lines } linhas
        [one] { $lines } linha
       *[other] { $lines } linhas
    } de results-pyramid.ron não puderam ser lidas; ficam como estão.
pyramid-results-none = Nenhuma partida da pirâmide terminada ainda: cada uma fica registrada aqui.

# The play logged in BG Stats.
pyramid-bgstats-board = Pirâmide de PV: nível { $level }, mistura { $mix }
pyramid-bgstats-comments =
    { $verdict } após { $turns ->
        [0] nenhum turno
        [one] 1 turno
       *[other] { $turns } turnos
    }.
pyramid-results-games = Todas as partidas, da mais recente
pyramid-results-game = { $date }: { $verdict } · { $level } · { $mix }{ $scores }
pyramid-results-scores = {" "}· você { $player }, a IA { $to_beat }

## O nosso próprio baralho de PV: as cartas que a mesa distribui e vira, informadas uma a uma

pyramid-setup-own-deck = Nosso próprio baralho de PV: nós embaralhamos, distribuímos e viramos as cartas
pyramid-setup-own-deck-tip = Embaralhe as cartas de PV reais da IA num baralho virado para baixo. O app pergunta cada carta que você distribuir na pirâmide ou virar para completá-la.
pyramid-check-vp-own =
    As cartas de PV da IA embaralhadas num baralho virado para baixo: { $e } { $estates }, { $d } { $duchies }, { $p } { $provinces }{ $c ->
        [0] {""}
       *[other] , { $c } { $colonies }
    }. O app pergunta cada carta que você distribuir ou virar.
pyramid-check-attack-own = 5 cópias de { $name }, ao lado do baralho: embaralhe-as nele quando iniciar o turno 1.
pyramid-check-deal-own = Depois distribua: vire a carta de cima do baralho para cada lugar, a fileira de baixo primeiro, e toque nela.
pyramid-act-turned = Virada: { $card }
pyramid-ev-dealt = { $place } recebeu { $a_card } na distribuição.
pyramid-ev-turned =
    Virada do baralho: { $card } ({ $n ->
        [0] nenhuma carta resta virada para baixo
        [one] resta 1 carta virada para baixo
       *[other] restam { $n } cartas viradas para baixo
    }).
pyramid-ev-attacks-in = Embaralhe agora as { $n } { $attacks } no baralho da IA.
pyramid-ev-shuffle-yours =
    As cartas postas de lado vão para o baralho: embaralhe-o ({ $cards ->
        [0] { $cards } cartas
        [one] { $cards } carta
       *[other] { $cards } cartas
    }).
pyramid-deal-which = Distribua a pirâmide: vire a carta de cima do baralho para { $place }. Qual é?
pyramid-deal-line = Carta { $n } de 6, a fileira de baixo primeiro.
pyramid-deal-undo = Desfazer a última carta
pyramid-turned-which = Vire a carta de cima do baralho da IA: qual é?
pyramid-turned-for = Para: { $action }.
pyramid-turned-for-start = Para: o início do turno.
pyramid-turned-for-start-outpost = Para: o início do turno de Outpost.
pyramid-turned-cancel = Cancelar
pyramid-turned-answer =
    { $card }: { $n ->
        [0] nenhuma no baralho
        [one] 1 no baralho
       *[other] { $n } no baralho
    }
pyramid-err-turned-app-shuffles = O app embaralha o baralho desta partida: não há carta para informar.
pyramid-err-nothing-to-turn = Nenhuma carta do baralho da IA está virada para baixo.
pyramid-err-none-face-down = Não resta nenhuma carta { $card } virada para baixo no baralho da IA. Toque na carta que virou.
pyramid-err-need-turned = Antes, vire a carta de cima do baralho da IA e toque na que saiu.
pyramid-err-deal-first = Distribua a pirâmide primeiro: vire uma carta para cada lugar e toque nela.
pyramid-line-dealing = Distribua a pirâmide do seu baralho: vire a carta de cima para cada lugar, a fileira de baixo primeiro, e toque na que saiu.
pyramid-step-dealt = Distribuída em { $place }: { $card }
pyramid-deal-redo = Refazer
pyramid-deal-leave = Sair por enquanto (fica em Retomar)
pyramid-deal-tip-own = Começa a distribuição: o app pergunta cada carta que você distribuir do seu baralho.
pyramid-dealt-help-own = A pirâmide está distribuída. Se quiser, troque duas cartas ou recompre uma ou duas (uma vez), depois inicie o turno 1 com o botão grande. As reações vêm quando o turno começa.
pyramid-line-before-own = Troque duas cartas ou recompre uma ou duas, se quiser (uma vez). Deixe as { $n } { $attacks } fora do seu baralho até iniciar o turno 1.
pyramid-turned-waiting =
    { $n ->
        [0] Nenhuma carta virada espera.
        [one] Virada e ainda não colocada: { $cards }. O próximo lugar preenchido fica com ela.
       *[other] Viradas e ainda não colocadas: { $cards }. Os próximos lugares preenchidos ficam com elas, nessa ordem.
    }
