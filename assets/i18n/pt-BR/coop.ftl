# The coop mode's words.

## Contagens (src/app/coop/words.rs); $card: o nome de uma carta como impresso nas cartas da mesa
coop-count-cards = { $n } { $card }
coop-counts = { $provinces }, { $duchies }

## Ações: botões, o registro, "Desfazer: …"
coop-action-end-turn = Fim do turno
coop-action-extra-turn = Turno extra
coop-action-extra-turn-for = Turno extra de { $name }
coop-action-automa-step = Passo do automa
coop-action-automa-done = Passo do automa feito
coop-action-attack = Ataque jogado
coop-action-taken = Saiu 1 { $card }
coop-action-put-back = Voltou 1 { $card }
coop-action-other-emptied = Outra pilha acabou
coop-action-other-not-empty = Uma pilha não estava vazia
coop-action-not-affected = { $name } bloqueou o Hex
coop-action-affected = { $name } não bloqueou o Hex
coop-action-receives-hex = { $name } recebe um Hex
coop-action-returns-state = { $name } devolve um State
coop-action-final-points = Pontos finais: { $first } { $a }, { $second } { $b }

## Passos como "Desfazer: …" e "Refazer: …" os nomeiam
coop-step-end-turn = Fim do turno de { $name }
coop-step-extra-turn = Turno extra de { $name }
coop-step-fleet-done = Turnos de Fleet jogados
coop-step-automa-card = Passo do automa ({ $card })
coop-step-automa-round-1 = Passo do automa (rodada 1)
coop-step-automa-over = Passo do automa (fim de jogo)
coop-step-received = { $name } recebeu { $card }
coop-step-took = { $name } pegou 1 { $card }
coop-step-other-emptied = Outra pilha acabou no turno de { $name }

## As listas de salvamentos e Retomar
coop-kind = partida cooperativa
# A coop game in a list (Resume, saves), its mode named as the others name theirs.
coop-title = Coop, { $what }
coop-title-custom = Personalizado ({ $provinces }/{ $duchies })
coop-progress = rodada { $round }

## Recusas
coop-error-nothing-to-undo = Não há nada para desfazer: nenhuma ação foi feita ainda.
coop-error-nothing-to-redo = Não há nada para refazer.
coop-error-tokens-full = As 10 fichas já estão com o automa: outro Ataque não lhe dá nada.
coop-error-other-empty-full = { $n } outras pilhas já contam como vazias: não cabe mais nenhuma.
coop-error-no-other-empty = Nenhuma outra pilha conta como vazia: não há o que desfazer.
coop-error-no-pile = Esta partida não tem { $cards }: não há o que pegar nem devolver.
coop-error-none-left = Não sobrou { $card } no suprimento para pegar.
coop-error-all-out = { $n } de { $n } { $cards } no suprimento ou com o automa: não há o que devolver.
coop-error-points = Nenhuma partida dá { $points } pontos a { $name }: digite um número de -{ $max } a { $max }.
coop-error-hex-pile = A pilha de Hexes deve ter cada um dos 12 Hexes uma vez.
coop-error-treasure-pile = A pilha de tesouros deve ter { $want }, não { $have }.
coop-error-no-name-first = O primeiro jogador precisa de um nome: digite um.
coop-error-no-name-second = O segundo jogador precisa de um nome: digite um.
coop-error-long-name-first = O nome do primeiro jogador tem mais de { $max } caracteres: encurte-o para caber na tela.
coop-error-long-name-second = O nome do segundo jogador tem mais de { $max } caracteres: encurte-o para caber na tela.
coop-error-same-name = Os dois jogadores têm o mesmo nome: dê nomes diferentes para a tela dizer de quem é o turno.
coop-error-provinces = { $count } não dá: use de 3 a 12 { $provinces }.
coop-error-duchies = { $count } não dá: use de 0 a 10 { $duchies }.
coop-error-duchies-need-twelve = { $provinces } com { $duchies } não dá: com menos de 12 { $province_cards }, use 0 { $duchy_cards }.
coop-error-not-now = { $what } não é possível agora. { $now }
coop-attempt-automa-step = O passo do automa
coop-attempt-finish-step = Concluir o passo do automa
coop-attempt-receive-hex = Receber um Hex por carta própria
coop-attempt-extra-turn = Um turno extra
coop-attempt-end-turn = Encerrar um turno
coop-moment-first-turn = Ainda é o turno de { $first }, depois o de { $second }: o passo do automa vem depois dos dois.
coop-moment-second-turn = Ainda é o turno de { $second }: o passo do automa vem depois dele.
coop-moment-fleet-turns = Esta é a rodada extra de Fleet: os jogadores com Fleet jogam seus turnos primeiro.
coop-moment-automa-due = Os dois jogadores já jogaram a rodada { $round }: agora é o passo do automa.
coop-moment-resolving = A carta do automa está na mesa: siga-a e depois toque em 'Feito'.
coop-error-over-scored = A partida acabou e foi pontuada: desfaça para mudar algo, ou comece outra.
coop-error-over = O jogo acabou: digite os pontos finais, ou desfaça para voltar.
coop-error-shared-hexes-off = Hexes compartilhados estão desligados nesta partida: só o automa revela Hexes.
coop-error-not-own-turn = { $name } devolve { $deluded } ou { $envious } no início da própria fase de Compra, no seu turno.
coop-error-nothing-to-return = { $name } não tem { $deluded } nem { $envious }: não há o que devolver.
coop-error-fleet-extra-turn = Esta é a rodada extra de Fleet: toque em 'Turnos de Fleet jogados' quando os jogadores com Fleet tiverem jogado.
coop-error-no-colonies = Não há Colonies nesta partida.
coop-error-no-hex = Nenhum Hex do automa está na mesa agora: só dá para marcar quem o bloqueou enquanto ele está na mesa.
coop-error-marked-blocked = Já está marcado que { $name } bloqueou este Hex.
coop-error-marked-affected = Já está marcado que { $name } não bloqueou este Hex.
coop-error-not-over = O jogo ainda não acabou: os pontos finais são digitados no fim.
coop-error-points-entered = Os pontos finais já foram digitados: desfaça para mudá-los.

## Por que o jogo acabou, dentro de uma frase
# O nome da pilha como termo do jogo, na língua da frase (docs/decisions.md).
coop-end-provinces-empty = a pilha de Províncias está vazia
coop-end-colonies-empty = a pilha de Colonies está vazia
coop-end-piles-empty = { $n } pilhas do suprimento estão vazias

## Os States de um jogador mudando ($state: o nome de um State)
coop-states-takes = pega { $state }
coop-states-gives-back = devolve { $state }
coop-states-becomes = { $before } vira { $after }
coop-states-no-change = nada muda

## O registro
coop-event-turn-ended = O turno de { $name } acabou.
coop-event-extra-turn = { $name } joga um turno extra.
coop-event-turn = Turno de { $name }.
coop-event-fleet-turns-ended = Os turnos de Fleet acabaram.
coop-event-automa-due = O passo do automa da rodada { $round } é o próximo.
coop-event-automa-nothing = O automa não faz nada no fim da rodada 1.
coop-event-ended-before-step = O suprimento mostra que o jogo acabou com o último turno: o automa não dá passo.
coop-event-reshuffled-treasure =
    { $n ->
        [0] A pilha de tesouros estava vazia, e o descarte dela também.
        [one] A pilha de tesouros estava vazia: a única carta do descarte virou a nova pilha.
       *[other] A pilha de tesouros estava vazia: { $n } { $copper } e { $silver } do descarte foram embaralhados numa nova.
    }
coop-event-reshuffled-hex =
    { $n ->
        [0] A pilha de Hexes estava vazia, e o descarte dela também.
        [one] A pilha de Hexes estava vazia: { $n } Hex do descarte foi embaralhado numa nova.
       *[other] A pilha de Hexes estava vazia: { $n } Hexes do descarte foram embaralhados numa nova.
    }
coop-event-revealed = O automa revelou { $card }.
coop-event-automa-took = O automa pegou 1 { $card } ({ $left } na pilha).
coop-event-automa-took-nothing = O automa não achou o que pegar: as pilhas de onde pega estão vazias.
coop-event-pass-a-card = Prata: { $first } e { $second } passam uma carta da mão um para o outro (quem não tem cartas na mão não passa nada).
coop-event-no-silver-effect = O jogo acabou, então a { $card } não faz nada.
coop-event-hex-revealed = O automa revelou o Hex { $card }.
coop-event-hex-received = { $name } recebeu o Hex { $card }.
coop-event-not-affected = { $name } bloqueou o Hex.
coop-event-affected = { $name } não bloqueou o Hex, afinal.
coop-event-states = { $name }: { $change }.
coop-event-state-returned = { $name } devolveu { $state }.
coop-event-token = Ataque jogado: o automa tem { $tokens } de 10 fichas.
coop-event-took = { $name } pegou 1 { $card } ({ $left } na pilha).
coop-event-taken = Saiu 1 { $card } ({ $left } na pilha).
coop-event-put-back = Voltou 1 { $card } ({ $left } na pilha).
coop-event-other-empty-now =
    { $n ->
        [0] nenhuma outra pilha do suprimento está vazia
        [one] { $n } outra pilha do suprimento está vazia
       *[other] { $n } outras pilhas do suprimento estão vazias
    }
coop-event-ran-out-in = Outra pilha acabou no turno de { $name }: { $now }.
coop-event-ran-out = Outra pilha acabou: { $now }.
coop-event-not-empty = Uma pilha não estava vazia: { $now }.
coop-event-round = Começa a rodada { $round }.
coop-event-fleet-round = O jogo acabaria ({ $reason }), mas Fleet está em jogo: a rodada { $round } é a rodada extra.
coop-event-over-after-fleet = Fim de jogo após a rodada de Fleet (ela começou porque { $reason }).
coop-event-over = Fim de jogo: { $reason }.
coop-event-scored-win = Os jogadores { $humans }, o automa { $automa }: vocês venceram.
coop-event-scored-loss = Os jogadores { $humans }, o automa { $automa }: vocês perderam.

## O que a mesa prepara (a lista da preparação)
coop-check-no-duchies = Ponha { $n } { $provinces } no suprimento e nenhum { $duchy }: a pilha vazia de { $duchies } conta como pilha vazia do suprimento.
coop-check-counts = Ponha { $n } { $provinces } e { $duchies } no suprimento.
coop-check-colonies = Ponha { $n } { $colonies } no suprimento (e a pilha de { $platinum }, se sua mesa joga { $colonies } com ela); a pilha de { $province } vazia não acaba mais o jogo, e o automa pega { $colonies } quando as { $provinces } acabam, cada uma valendo 10 para ele.
coop-check-fleet = Ponha a pilha de Fleet no suprimento. Em vez de o jogo acabar, segue mais uma rodada: quem comprou Fleet joga um turno, depois o automa dá seu último passo.
coop-check-shared-hexes = Suas cartas que dão Hexes os tiram da pilha de Hexes do automa: toque em "recebe um Hex" junto ao seu nome.
coop-check-box =
    { $own ->
        [treasures] Embaralhe 6 cartas de { $copper } e 6 de { $silver } numa pilha virada para baixo ao lado do automa: você vira a de cima nos passos de tesouro dele e toca na carta. Deixe os 12 Hexes na caixa: o app os embaralha e revela.
        [hexes] Embaralhe os 12 Hexes numa pilha virada para baixo ao lado do automa: você vira o de cima nos passos de Hex dele e toca na carta. Deixe 6 cartas de { $copper } e 6 de { $silver } na caixa: o app as embaralha e revela.
        [both] Embaralhe 6 cartas de { $copper } e 6 de { $silver } numa pilha virada para baixo e os 12 Hexes noutra, ao lado do automa: você vira a carta de cima em cada passo dele e toca na carta.
       *[none] Deixe 6 cartas de { $copper }, 6 de { $silver } e os 12 Hexes na caixa: o app os embaralha e revela para o automa.
    }
coop-check-states = Ponha 2 cartas { $deluded }/{ $envious } e 2 { $miserable }/{ $twice } ao lado do automa.
coop-check-tokens = Ponha 10 fichas ao lado do suprimento: cada Ataque jogado dá uma ao automa.
coop-check-starts = { $first } começa; o automa senta à direita de { $first }, entre os dois jogadores.
coop-check-hand = A primeira mão de cada jogador é 4 { $coppers } + 1 { $estate }, ou 3 { $coppers } + 2 { $estates }.

## A tela de jogo: o botão grande, a linha de status, a linha abaixo (labels.rs)
coop-primary-end-extra-turn = Fim do turno extra de { $name }
coop-primary-end-turn = Fim do turno de { $name }
coop-primary-fleet-done = Turnos de Fleet jogados
coop-primary-end-game = Encerrar a partida
coop-primary-nothing = O automa não faz nada: começar a rodada { $round }
coop-primary-reveal-treasure = Revelar { $copper } ou { $silver }
coop-primary-reveal-hex = Revelar um Hex
coop-primary-done-end = Feito: encerrar a partida
coop-primary-done-next = Feito: começar a rodada { $round }
coop-primary-enter-points = Registrar os pontos finais
coop-now-extra-turn = Turno extra de { $name }
coop-now-turn = Turno de { $name }
coop-now-fleet-turns = Turnos de Fleet
coop-now-automa = Passo do automa
coop-now-over = Fim de jogo
coop-round = Rodada { $round }
coop-line-fleet-begins = { $reason }: quando este turno acabar, começa a rodada de Fleet
coop-line-ends-with-turn = O jogo acaba quando este turno acabar: { $reason }
coop-line-end-of-round = Fim da rodada { $round }: { $step }
coop-line-fleet-round = Rodada de Fleet { $round }, depois o último passo do automa: { $step }
coop-line-ended = O jogo acabou com o último turno: o automa não dá passo
coop-line-last-step = O último passo do automa: { $step }
coop-the-card = a carta
coop-line-follow-last = O último passo do automa: siga a carta { $card }, depois o jogo acaba
coop-line-follow = Fim da rodada { $round }: siga a carta { $card }, depois comece a rodada { $next }
coop-step-nothing = o automa não faz nada
coop-step-treasure-takes = { $copper } ou { $silver }, depois ele pega 1 { $card }
coop-step-treasure-nothing = { $copper } ou { $silver }; não sobrou nada para ele pegar
coop-step-hex = um Hex para os dois jogadores
coop-take-preview = Ele vai pegar 1 { $card } ({ $left } na pilha agora).
coop-take-nothing = Não sobrou nada para ele pegar.
coop-empty-piles =
    { $n ->
        [0] { $n } pilhas do suprimento vazias (3 acabam o jogo)
        [one] { $n } pilha do suprimento vazia (3 acabam o jogo)
       *[other] { $n } pilhas do suprimento vazias (3 acabam o jogo)
    }
coop-score-by-round = Pontos do automa por rodada
coop-attack-button = Ataque jogado (automa −1 ponto)
coop-attack-full-tip = As 10 fichas estão com o automa: outro Ataque não lhe dá nada.
coop-attack-over-tip = O jogo acabou.
coop-attack-full = As 10 fichas estão com o automa.

## O aviso: o que a mesa faz agora (prompt.rs)
coop-fleet-round = Rodada de Fleet { $round }
coop-fleet-would-have-ended = O jogo teria acabado: { $reason }.
coop-fleet-turns-now = Os jogadores que compraram Fleet jogam seus turnos agora. Depois o automa dá seu último passo, e o jogo acaba.
coop-banner-ends-with-turn = O jogo acaba quando este turno acabar: { $reason }.
coop-during-turn = Durante o turno
coop-during-gained = Comprou ou ganhou { $province } ou { $duchy }? Conte no suprimento.
coop-during-attack = Jogou um Ataque? Toque em "Ataque jogado".
coop-during-pile = Uma pilha acabou? Conte em "Outras pilhas vazias".
coop-receives-hex = { $name } recebe { $card }
coop-more-extra-turns = Mais: turnos extras (Outpost, Possession ...)
coop-extra-turn-button = { $name } joga um turno extra
coop-extra-turn-tip = Outpost, Mission e afins: este turno acaba e o mesmo jogador joga outro. A rodada não avança.
coop-possession-button = { $other } joga um turno extra (Possession)
coop-possession-tip = Possession: depois deste turno { $other } joga um turno extra, jogado por { $name }. Depois a rodada segue como antes.
coop-end-of-round-takes = No fim desta rodada o automa pega uma carta. { $preview }
coop-locusts-rule = Regra coop: uma carta de Vitória que iria para o Lixo pode ir para o seu descarte; então ganhe só uma { $curse }.
coop-game-is-over = O jogo acabou
coop-banner-ended-before-step = O suprimento mostra que { $reason }: o jogo acabou com o último turno, então o automa não dá passo. Desfaça ou corrija o suprimento se estiver errado.
coop-automa-step = O passo do automa
coop-round-1-nothing = Rodada 1: o automa não faz nada.
coop-reveals-treasure = Ele revela { $copper } ou { $silver }, depois pega uma carta do suprimento.
coop-check-supply-first = Confira antes as contagens do suprimento: uma compra ainda não contada muda o que ele pega.
coop-reveals-hex = Ele revela um Hex. Os dois jogadores o recebem, a menos que um o bloqueie (Moat, Lighthouse).
coop-silver-pass = { $card }: passe uma carta
coop-silver-pass-now = { $first } e { $second }: cada um passa uma carta da mão para o outro, ao mesmo tempo (sem cartas na mão: não passa nada). Não pode ser bloqueado.
coop-copper-nothing = { $card }: nada mais
coop-then-press = Depois toque em "{ $press }".
coop-hex-title = Hex: { $card }
coop-did-block = Alguém o bloqueou?
coop-blocked-it = { $name } bloqueou (Moat, Lighthouse)
coop-blocked-tip = Marque se este jogador revelou um Moat, jogou um Lighthouse ou bloqueou o Hex de outro jeito: o Hex não vale para quem o bloqueou. Desmarque para tirar a marca.
coop-already-holds = { $name } já tem { $deluded } ou { $envious }: nada mais.
coop-nobody-follows = Ninguém o segue: os dois jogadores o bloquearam.
coop-nobody-takes = Ninguém pega um State: cada jogador o bloqueou ou já tem { $deluded } ou { $envious }.
coop-only-follows = Só { $name }: { $what }
coop-each-follows = Cada jogador: { $what }
coop-press = Toque em "{ $press }".
coop-when-followed = Quando { $name } o tiver seguido, toque em "{ $press }".
coop-when-both-followed = Quando os dois jogadores o tiverem seguido, toque em "{ $press }".

## O lugar do automa (automa.rs)
coop-held-worth = { $held } (6 pontos cada)
coop-held-worth-colonies = { $held } (6 pontos cada, { $colony } 10)
coop-tokens-none = Fichas 0/{ $all }
coop-tokens =
    { $n ->
        [0] Fichas { $n }/{ $all }
        [one] Fichas { $n }/{ $all }: −{ $n } ponto
       *[other] Fichas { $n }/{ $all }: −{ $n } pontos
    }
coop-tokens-floored = { $tokens } (os pontos do automa param em 0)
coop-discard-pile = Descarte ({ $n })
coop-discard-order = A mais antiga primeiro; a que tem moldura está no topo.
coop-automa = Automa
coop-points =
    { $n ->
        [0] { $n } pontos
        [one] { $n } ponto
       *[other] { $n } pontos
    }
coop-attack-played = Ataque jogado! { $tokens }
coop-next-nothing = Rodada 1: nada
coop-next-treasure = Próxima: { $copper } ou { $silver }
coop-next-hex = Próxima: um Hex
coop-caption-round = rodada { $round }
coop-caption-received = recebido por { $name }
coop-last-card = Última: { $card } (rodada { $round })
coop-last-card-of = Última: { $card } ({ $name }, rodada { $round })
coop-no-card-yet = Nenhuma carta revelada ainda.
coop-face-down =
    { $hexes ->
        [0] Viradas para baixo: { $treasures } de { $copper }/{ $silver }, { $hexes } Hexes
        [one] Viradas para baixo: { $treasures } de { $copper }/{ $silver }, { $hexes } Hex
       *[other] Viradas para baixo: { $treasures } de { $copper }/{ $silver }, { $hexes } Hexes
    }

## O suprimento, os States dos jogadores e o registro (supply.rs)
coop-supply = Suprimento
coop-put-back-button = Devolver 1 { $card }
coop-other-empty-piles = Outras pilhas vazias
coop-other-empty-button = Outra pilha do suprimento está vazia
coop-no-states = sem States
coop-returns-state = { $name } devolve { $state }
coop-returns-tip = Devolvido no início da fase de Compra desse jogador.
coop-returns-disabled-tip = Devolvido no início da própria fase de Compra desse jogador, no seu turno.
coop-receives-tip = Uma carta própria faz este jogador receber um Hex da pilha do automa.
coop-receives-disabled-tip = Hexes por carta própria vêm durante um turno.
coop-log = Registro
coop-log-began = A partida começou.

## Uma carta desenhada na tela (card.rs)
coop-copper-summary = { $card }: nada mais acontece.
coop-silver-summary = { $card }: cada jogador com carta na mão passa uma ao outro.
# A card's effect in two to four words, for a face too small for its summary.
coop-copper-face = Nada mais.
coop-silver-face = Passe uma carta.
coop-hex-bad-omens-face = 2 { $coppers } no topo.
coop-hex-delusion-face = Pegue { $deluded }.
coop-hex-envy-face = Pegue { $envious }.
coop-hex-famine-face = 3 do topo: descarte Ações.
coop-hex-fear-face = 5+ na mão: descarte uma.
coop-hex-greed-face = Ganhe um { $copper } no topo.
coop-hex-haunting-face = 4+ na mão: uma no topo.
coop-hex-locusts-face = A do topo vai para o Lixo.
coop-hex-misery-face = { $miserable } (ou { $twice }).
coop-hex-plague-face = Uma { $curse } na mão.
coop-hex-poverty-face = Descarte até ficar com 3.
coop-hex-war-face = Uma de $3 ou $4 para o Lixo.
coop-revealed-card = Carta revelada: { $card }. { $summary } ({ $caption })
coop-kind-treasure = Tesouro
coop-kind-hex = Hex

## Os gráficos (plots.rs): eixos, séries, legendas
coop-axis-round = rodada
coop-axis-automa-score = pontos
coop-plot-took = pegou 1 { $card }
coop-plot-token = ficha (−1)
coop-marks-green-dots = Pontos verdes
coop-marks-green-diamonds = Losangos verdes
coop-marks-blue-squares = Quadrados azuis
coop-marks-red-crosses = Cruzes vermelhas
coop-marks-red-triangles = Triângulos vermelhos
coop-marks-purple-stars = Estrelas roxas
coop-caption-taken = { $marks }: pegou { $cards }.
coop-caption-tokens = { $marks }: fichas.
coop-axis-won = % de partidas vencidas
coop-plot-won = venceu
coop-plot-lost = perdeu
coop-caption-by-step = { $won }: partidas vencidas. { $lost }: partidas perdidas (empate é derrota).
coop-axis-steps = { $provinces }/{ $duchies }, do mais fácil ao mais difícil
coop-axis-margin = jogadores − automa

## O fim: os pontos, o placar termo a termo, o veredito (end.rs)
coop-points-missing = Digite primeiro os pontos de { $name }.
coop-points-not-number = Pontos de { $name }: "{ $text }" não é um número inteiro. Digite um número como 27 ou -3.
coop-points-too-many = Pontos de { $name }: { $value } é mais do que uma partida pode dar. Digite um número de -{ $max } a { $max }.
coop-over-after-fleet = Fim de jogo após a rodada de Fleet (ela começou porque { $reason })
coop-over-line = Fim de jogo: { $reason }
coop-player-points = Pontos de { $name }
coop-points-help = Cada jogador conta os pontos das próprias cartas. Não conte { $miserable } / { $twice }: o app os desconta.
coop-win = VITÓRIA
coop-loss = DERROTA
coop-players = Jogadores
coop-player-misery = { $name } { $state }
coop-players-total = Total dos jogadores
coop-term = { $count } × { $each }
coop-term-tokens =
    { $n ->
        [0] { $n } fichas × −1
        [one] { $n } ficha × −1
       *[other] { $n } fichas × −1
    }
coop-automa-total = Total do automa (no mínimo 0)
coop-automa-line =
    { $tokens ->
        [0] { $points ->
            [0] O automa: { $held }, { $tokens } fichas: { $points } pontos.
            [one] O automa: { $held }, { $tokens } fichas: { $points } ponto.
           *[other] O automa: { $held }, { $tokens } fichas: { $points } pontos.
        }
        [one] { $points ->
            [0] O automa: { $held }, { $tokens } ficha: { $points } pontos.
            [one] O automa: { $held }, { $tokens } ficha: { $points } ponto.
           *[other] O automa: { $held }, { $tokens } ficha: { $points } pontos.
        }
       *[other] { $points ->
            [0] O automa: { $held }, { $tokens } fichas: { $points } pontos.
            [one] O automa: { $held }, { $tokens } fichas: { $points } ponto.
           *[other] O automa: { $held }, { $tokens } fichas: { $points } pontos.
        }
    }
coop-verdict-win =
    { $players ->
        [0] Os { $players } pontos dos jogadores vencem os { $automa } do automa.
        [one] O { $players } ponto dos jogadores vence os { $automa } do automa.
       *[other] Os { $players } pontos dos jogadores vencem os { $automa } do automa.
    }
coop-verdict-tie =
    { $players ->
        [0] Os { $players } pontos dos jogadores empatam com os { $automa } do automa: empate é derrota.
        [one] O { $players } ponto dos jogadores empata com os { $automa } do automa: empate é derrota.
       *[other] Os { $players } pontos dos jogadores empatam com os { $automa } do automa: empate é derrota.
    }
coop-verdict-loss =
    { $players ->
        [0] Os { $players } pontos dos jogadores não são mais que os { $automa } do automa.
        [one] O { $players } ponto dos jogadores não é mais que os { $automa } do automa.
       *[other] Os { $players } pontos dos jogadores não são mais que os { $automa } do automa.
    }
coop-last-step = O último passo do automa
coop-caption-no-effect = rodada { $round }: sem efeito
coop-silver-no-effect = O jogo acabou neste passo: a { $card } não tem efeito.

## A tela de preparação (setup.rs)
coop-seed-not-number = A semente "{ $seed }" não é um número inteiro de 0 a { $max }: apague-a para sortear uma, ou digite só algarismos.
coop-count-not-number = { $what }: "{ $text }" não é um número inteiro. Digite um número de cartas, como 12.
coop-setup-summary = { $name } começa. { $counts }.
coop-start-game = Começar a partida
coop-start-game-tip = Não distribua nada: o app embaralha as pilhas do automa e a partida começa.
coop-player-name = Nome do jogador { $n }
coop-starts = { $name } começa
coop-draw-starter = Sortear quem começa
coop-draw-starter-tip = Escolhe ao acaso quem começa.
coop-drawn-starts = Sorteio: { $name } começa.
coop-options = Opções
coop-option-colonies = Com { $colonies } (Prosperity)
coop-option-colonies-tip = 8 { $colonies } no suprimento; a pilha de { $province } vazia não acaba mais o jogo; o automa pega { $colonies } depois das { $provinces }.
coop-option-fleet = Fleet (Renaissance)
coop-option-fleet-tip = Em vez de o jogo acabar, mais uma rodada: os turnos de quem tem Fleet, depois o passo do automa.
coop-option-shared-hexes = Hexes compartilhados (Nocturne)
coop-option-shared-hexes-tip = Suas próprias cartas fazem você receber Hexes da pilha de Hexes do automa.
coop-seed = Semente do embaralhamento (opcional)
coop-seed-hint = sorteada
coop-kingdom = Reino
coop-kingdom-choice = O seu, ou um dos 15 reinos testados.
coop-custom-kingdom = Reino personalizado
coop-kingdom-item = { $name }  ({ $provinces }/{ $duchies })
coop-set-up-table = Prepare a mesa
coop-kingdom-cards = As 10 cartas do reino
coop-tag-attack = Ataque: +1 ficha
coop-tag-blocks = Bloqueia Hexes
coop-playing-at = Jogando com { $counts } (publicado: { $published }).
coop-use-published = Usar as contagens publicadas
coop-your-results = Seus resultados: a seguir { $advice }.
coop-use-counts = Usar { $counts }
coop-use-counts-tip = Um degrau mais difícil após uma vitória, um mais fácil após uma derrota.
coop-custom-rule = { $provinces } de 3 a 12, { $duchies } de 0 a 10; com menos de 12 { $provinces }, sem { $duchies }.
coop-player-n = Jogador { $n }

## A tela de resultados (results.rs, mod.rs)
coop-custom = Personalizado
coop-results-title = Coop: seus resultados
coop-export-tip = Todos os resultados num arquivo CSV, para abrir numa planilha ou enviar ao autor da variante.
coop-no-results = Nenhuma partida terminada ainda. Quando uma partida acaba e os pontos são digitados, ela fica registrada aqui.
coop-games-newest = Partidas, as mais novas primeiro
# Uma partida da lista, na segunda linha, num celular (lá não há títulos de coluna).
coop-game-line =
    { $kingdom } · { $provinces }/{ $duchies } · { $rounds ->
        [0] { $rounds } rodadas
        [one] 1 rodada
       *[other] { $rounds } rodadas
    } · { $players } a { $automa }
coop-head-when = Quando
coop-head-counts = Contagens
coop-head-rounds = Rodadas
coop-head-scores = Jogadores / automa
coop-by-kingdom = Por reino
coop-results-games-tab = Partida a partida
coop-results-figures-tab = Números
coop-report-tab = Relatório de equilíbrio
coop-report-heading = Relatório de equilíbrio (todas as mesas)
coop-report-explain = O que o autor da variante pede às mesas: por reino, cada contagem de Províncias/Ducados jogada, suas vitórias e derrotas, a pontuação dos dois lados e o ponto de equilíbrio (vitória numa contagem, derrota na seguinte, mais difícil). Contam os resultados de todas as mesas restaurados aqui.
coop-report-copy = Copiar para o BoardGameGeek
coop-report-copy-tip = O relatório como mensagem do BoardGameGeek, com as colunas alinhadas, para colar e enviar ao autor da variante.
coop-report-export-tip = O relatório num arquivo CSV, uma linha por reino e contagem.
coop-report-exported = Relatório de equilíbrio exportado para { $path }.
coop-report-title = Coop não oficial de dois jogadores do Top: relatório de equilíbrio
coop-report-summary =
    { $games ->
        [0] { $games } partidas
        [one] { $games } partida
       *[other] { $games } partidas
    } de { $tables ->
        [0] { $tables } mesas
        [one] { $tables } mesa
       *[other] { $tables } mesas
    }, contadas pelo coop-automa.
coop-report-head-kingdom = Reino
coop-report-head-counts = Províncias/Ducados
coop-report-head-won = Vitórias
coop-report-head-lost = Derrotas
coop-report-head-scores = Pontos (jogadores–automa)
coop-report-balance = Ponto de equilíbrio: vitória com { $won }, derrota com { $lost }
coop-report-count-line =
    { $counts }: { $won ->
        [0] { $won } vitórias
        [one] { $won } vitória
       *[other] { $won } vitórias
    }, { $lost ->
        [0] { $lost } derrotas
        [one] { $lost } derrota
       *[other] { $lost } derrotas
    }; pontos { $scores }
coop-head-games = Partidas
coop-head-won = Vitórias
coop-head-lost = Derrotas
coop-head-played-at = Jogado com
coop-head-next = Próximo
coop-win-rate = Vitórias por reino
coop-by-step = Resultados por degrau de dificuldade
coop-advice-win = { $provinces }/{ $duchies } (após uma vitória)
coop-advice-loss = { $provinces }/{ $duchies } (após uma derrota)
coop-advice-balance = { $advice }; equilíbrio: vitória com { $won }, derrota com { $lost }
coop-no-data-folder = Não há pasta de dados, então nenhum resultado é guardado: inicie o app com --data-dir PASTA.
coop-tab = Coop: 2 jogadores e o automa
coop-primary-help = Faz o que a mesa faz a seguir: encerra o turno de um jogador, roda o passo do automa ou o conclui.
coop-results-unreadable = não foi possível ler os resultados

## Os reinos testados (assets/kingdoms.ron guarda seus nomes em inglês como chaves)
coop-kingdom-first-game = Primeiro Jogo
coop-kingdom-size-distortion = Distorção de Tamanho
coop-kingdom-deck-top = Topo do Baralho
coop-kingdom-sleight-of-hand = Prestidigitação
coop-kingdom-improvements = Melhorias
coop-kingdom-silver-and-gold = Prata e Ouro
coop-kingdom-victory-dance = Dança da Vitória
coop-kingdom-the-plot-thickens = A Trama se Complica
coop-kingdom-best-wishes = Melhores Desejos
coop-kingdom-arts-and-crafts = Artes e Ofícios
coop-kingdom-clean-living = Vida Limpa
coop-kingdom-gilding-the-lily = Dourando o Lírio
coop-kingdom-name-that-card = Qual É a Carta
coop-kingdom-tricks-of-the-trade = Truques do Ofício
coop-kingdom-decisions-decisions = Decisões, Decisões
# $cards: "8 Gardens", "8 Great Halls, 8 Dukes, 8 Harems e 8 Nobles"
coop-note-only-8 = Use só { $cards } (partida a dois).
coop-note-only-8-base-rules = Use só { $cards } (partida a dois; a semente não diz, mas as regras básicas pedem).
coop-note-no-duchies = A pilha de { $duchy } começa vazia e conta como pilha vazia do suprimento desde o primeiro turno.

## Os Hexes e States em nossas palavras: uma linha curta, depois o todo
coop-hex-bad-omens = Descarte todo o baralho, depois ponha 2 { $coppers } do descarte no topo do baralho.
coop-hex-bad-omens-details = Passe toda a sua pilha de compra para o seu descarte, depois procure no descarte e ponha 2 { $coppers } do descarte no topo do seu baralho (agora vazio). Se achar menos de 2 { $coppers }, ponha os que tiver e mostre seu descarte aos outros jogadores para provar.
coop-hex-delusion = Pegue { $deluded } (a menos que tenha { $deluded }/{ $envious }).
coop-hex-delusion-details = Você pega o State { $deluded } a menos que já tenha { $deluded } ou { $envious }; são os dois lados de uma carta, então você só pode ter um deles. Com { $deluded }, você não pode comprar cartas de Ação na sua próxima fase de Compra.
coop-hex-envy = Pegue { $envious } (a menos que tenha { $deluded }/{ $envious }).
coop-hex-envy-details = Você pega o State { $envious } a menos que já tenha { $deluded } ou { $envious }; são os dois lados de uma carta, então você só pode ter um deles. Com { $envious }, suas { $silvers } e { $golds } dão só $1 cada na sua próxima fase de Compra.
coop-hex-famine = Revele as 3 do topo; descarte Ações, embaralhe o resto.
coop-hex-famine-details = Vire as 3 cartas do topo da sua pilha de compra (embaralhando o descarte se acabarem). Descarte todas as cartas de Ação entre elas, depois embaralhe as demais reveladas de volta no baralho.
coop-hex-fear = Com 5+ cartas na mão? Descarte uma Ação ou um Tesouro.
coop-hex-fear-details = Só se tiver ao menos 5 cartas: descarte uma carta de Ação ou de Tesouro da mão, à sua escolha. Se a mão não tiver nenhuma, revele-a para mostrar; com 4 cartas ou menos nada acontece.
coop-hex-greed = Ganhe um { $copper } e ponha no topo do baralho.
coop-hex-greed-details = Ganhe um { $copper } do suprimento e ponha no topo da sua pilha de compra. Se a pilha de { $copper } estiver vazia, nada acontece.
coop-hex-haunting = Com 4+ cartas na mão? Ponha uma no topo do baralho.
coop-hex-haunting-details = Só se tiver ao menos 4 cartas: escolha uma carta da mão e ponha no topo da sua pilha de compra. Com 3 cartas ou menos na mão nada acontece.
coop-hex-locusts = Ponha a do topo no Lixo: { $curse } se { $copper }/{ $estate }, senão uma mais barata.
coop-hex-locusts-details = A carta do topo da sua pilha de compra vai para o Lixo. Se era um { $copper } ou uma { $estate }, ganhe uma { $curse }; senão ganhe uma carta de custo menor que tenha ao menos um dos tipos dela (se não houver, não ganhe nada). Regra coop: se a carta for de Vitória, você pode pô-la no seu descarte e ganhar só uma { $curse }, sem { $curse } extra por { $estate } e sem carta mais barata.
coop-hex-misery = 1ª vez: pegue { $miserable }. 2ª vez: { $twice }.
coop-hex-misery-details = A primeira Misery que você recebe lhe dá o State { $miserable } (-2 PV no fim do jogo). A segunda o vira para { $twice } (-4 PV em vez disso). Misery depois disso não tem efeito.
coop-hex-plague = Uma { $curse } do suprimento vai para a sua mão.
coop-hex-plague-details = Ganhe uma { $curse } do suprimento e ponha direto na mão, não no descarte. Se não sobrarem { $curses } no suprimento, nada acontece.
coop-hex-poverty = Descarte até ficar com só 3 cartas.
coop-hex-poverty-details = Descarte cartas da mão, à sua escolha, até sobrarem só 3. Se já tiver 3 cartas ou menos, nada acontece.
coop-hex-war = Revele até uma carta de $3 ou $4 e ponha-a no Lixo; descarte o resto.
coop-hex-war-details = Vire cartas do topo da sua pilha de compra uma a uma (embaralhando o descarte se preciso) até revelar uma carta que custe exatamente $3 ou $4. Ponha essa carta no Lixo e descarte as outras reveladas; se as cartas acabarem sem achar uma, só descarte tudo o que revelou.
coop-state-deluded = Sem comprar cartas de Ação neste turno.
coop-state-deluded-details = No início da sua fase de Compra, devolva este State à pilha ao lado do automa; no resto desse turno você não pode comprar cartas de Ação. Outras cartas ainda podem ser compradas, e ganhar Ações de outros jeitos é permitido.
coop-state-envious = { $silver } e { $gold } dão só $1 cada neste turno.
coop-state-envious-details = No início da sua fase de Compra, devolva este State à pilha ao lado do automa; no resto desse turno cada { $silver } e cada { $gold } que você jogar produz só $1.
coop-state-miserable = -2 PV no fim do jogo.
coop-state-miserable-details = Fique com este State até o fim do jogo; ele vale -2 PV no seu placar. Uma segunda Misery o vira para { $twice }.
coop-state-twice-miserable = -4 PV no fim do jogo.
coop-state-twice-miserable-details = Fique com este State até o fim do jogo; ele vale -4 PV no seu placar (no lugar dos -2 de { $miserable }, não somados). Mais Miseries não têm efeito.

## As coleções de onde vem um reino testado, como as caixas as chamam
coop-set-dominion-1 = Dominion (primeira edição)
coop-set-dominion-2 = Dominion (segunda edição)
coop-set-intrigue-1 = Intrigue (primeira edição)
coop-set-guilds-1 = Guilds (primeira edição)

# The play logged in BG Stats.
coop-bgstats-board = Coop contra o automa: { $kingdom }
coop-bgstats-comments =
    { $won ->
        [yes] Os jogadores venceram
       *[no] O automa venceu
    }: { $players } pontos contra { $automa }. { $rounds ->
        [0] Nenhuma rodada
        [one] 1 rodada
       *[other] { $rounds } rodadas
    }, com { $provinces ->
        [0] 0 Províncias
        [one] 1 Província
       *[other] { $provinces } Províncias
    } e { $duchies ->
        [0] 0 Ducados
        [one] 1 Ducado
       *[other] { $duchies } Ducados
    }.

# The table's own piles: the card it turned over for the automa.
coop-action-turned = Virada: { $card }
coop-action-receives-turned-hex = { $name } recebe { $hex }
coop-pile-treasures = os Cobres e as Pratas
coop-pile-hexes = os Hexes
coop-error-app-shuffles = O app embaralha { $pile } nesta partida: ele mesmo vira a carta.
coop-error-table-shuffles = Você embaralha { $pile } nesta partida: vire a carta de cima e toque na carta virada.
coop-error-nothing-to-turn = Nenhuma carta é virada agora: o passo do automa não vira nenhuma.
coop-error-wrong-pile = Essa carta não está entre { $pile }: toque na carta que virou dessa pilha.
coop-error-none-face-down = Não resta nenhuma carta { $card } virada para baixo: todas foram viradas desde o último embaralhamento. Toque na carta que virou.
coop-option-own-treasures = Nossos próprios { $coppers } e { $silvers }: nós embaralhamos e viramos
coop-option-own-hexes = Nossos próprios Hexes: nós embaralhamos e viramos
coop-option-own-tip = Você embaralha essas cartas numa pilha virada para baixo ao lado do automa e vira a de cima no passo dele; o app pergunta qual carta saiu, oferecendo só as que ainda estão viradas para baixo.
coop-primary-tap-turned = Toque na carta virada
coop-own-treasure-pile = a sua pilha de { $copper } e { $silver }
coop-own-hex-pile = a sua pilha de Hexes
coop-turned-which = Vire a carta de cima d{ $pile }: qual é?
coop-turned-reshuffle = Antes, embaralhe: { $pile } está vazia. Embaralhe as { $n } cartas dela da pilha de descarte do automa numa nova pilha virada para baixo.
coop-turned-answer =
    { $card }: { $n ->
        [0] nenhuma na pilha
        [one] 1 na pilha
       *[other] { $n } na pilha
    }
coop-turned-hex-which = Qual Hex { $name } virou?
coop-turned-hex-reshuffle = A sua pilha de Hexes está vazia: antes, embaralhe os { $n } Hexes da pilha de descarte do automa numa nova pilha virada para baixo.

## Um aparelho que é de um jogador ("meu lugar"): de quem é a vez, para esse jogador
coop-seat-your-turn = { $name }: sua vez
coop-seat-their-turn = { $name }: vez de { $other }, não sua
coop-seat-automa = { $name }: o passo do automa, depois a próxima vez
coop-seat-over = { $name }: a partida acabou
