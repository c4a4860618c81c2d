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
coop-action-other-emptied = Outra pilha esvaziou
coop-action-other-not-empty = Uma pilha contada vazia não está
coop-action-not-affected = { $name } não é afetado pelo Hex
coop-action-affected = { $name } é afetado pelo Hex
coop-action-receives-hex = { $name } recebe um Hex
coop-action-returns-state = { $name } devolve um State
coop-action-final-points = Pontos finais: { $first } { $a }, { $second } { $b }

## Passos como "Desfazer: …" e "Refazer: …" os nomeiam
coop-step-end-turn = Fim do turno de { $name }
coop-step-extra-turn = Turno extra de { $name }
coop-step-fleet-done = Turnos de Fleet feitos
coop-step-automa-card = Passo do automa ({ $card })
coop-step-automa-round-1 = Passo do automa (rodada 1)
coop-step-automa-over = Passo do automa (fim de jogo)
coop-step-received = { $name } recebeu { $card }
coop-step-took = { $name } pegou 1 { $card }
coop-step-other-emptied = Outra pilha esvaziou no turno de { $name }

## As listas de jogos salvos e Retomar
coop-kind = jogo cooperativo
coop-title-custom = Personalizado ({ $provinces }/{ $duchies })
coop-progress = rodada { $round }

## Recusas
coop-error-nothing-to-undo = Não há nada para desfazer: nenhuma ação foi feita ainda.
coop-error-nothing-to-redo = Não há nada para refazer.
coop-error-tokens-full = As 10 fichas já estão com o automa: outro Ataque não lhe dá nada.
coop-error-other-empty-full = { $n } outras pilhas já estão contadas vazias: um jogo não tem mais.
coop-error-no-other-empty = Nenhuma outra pilha está contada vazia: não há o que desfazer.
coop-error-no-pile = Este jogo não tem { $cards }: não há o que pegar nem devolver.
coop-error-none-left = Não sobrou { $card } no suprimento para pegar.
coop-error-all-out = { $n } { $cards }: todas estão no suprimento ou com o automa; não há o que devolver.
coop-error-points = { $points } pontos para { $name } está fora do alcance de qualquer jogo: digite um número de -{ $max } a { $max }.
coop-error-hex-pile = A pilha de Hexes deve ter cada um dos 12 Hexes uma vez.
coop-error-treasure-pile = A pilha de tesouros deve ter 6 Cobres e 6 Pratas, não { $copper } Cobres e { $silver } Pratas.
coop-error-no-name-first = O primeiro jogador precisa de um nome: digite um.
coop-error-no-name-second = O segundo jogador precisa de um nome: digite um.
coop-error-long-name-first = O nome do primeiro jogador tem mais de { $max } caracteres: encurte-o para caber na tela.
coop-error-long-name-second = O nome do segundo jogador tem mais de { $max } caracteres: encurte-o para caber na tela.
coop-error-same-name = Os dois jogadores têm o mesmo nome: dê nomes diferentes para a tela dizer de quem é o turno.
coop-error-provinces = { $count } não dá: use de 3 a 12 Províncias.
coop-error-duchies = { $count } não dá: use de 0 a 10 Ducados.
coop-error-duchies-need-twelve = { $provinces } com { $duchies } não dá: com menos de 12 Províncias, use 0 Ducados.
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
coop-error-over-scored = O jogo acabou e foi pontuado: desfaça para mudar algo, ou comece um novo jogo.
coop-error-over = O jogo acabou: digite os pontos finais, ou desfaça para voltar.
coop-error-shared-hexes-off = Hexes compartilhados estão desligados neste jogo: só o automa revela Hexes.
coop-error-not-own-turn = { $name } devolve { $deluded } ou { $envious } no início da própria fase de Compra, no seu turno.
coop-error-nothing-to-return = { $name } não tem { $deluded } nem { $envious }: não há o que devolver.
coop-error-fleet-extra-turn = Esta é a rodada extra de Fleet: toque em 'Turnos de Fleet feitos' quando os jogadores com Fleet tiverem jogado.
coop-error-no-colonies = Não há Colônias neste jogo.
coop-error-no-hex = Nenhum Hex do automa está sendo resolvido: um jogador só pode ser marcado não afetado enquanto o Hex está na mesa.
coop-error-marked-blocked = { $name } já está marcado como não afetado por este Hex.
coop-error-marked-affected = { $name } já está marcado como afetado por este Hex.
coop-error-not-over = O jogo ainda não acabou: os pontos finais são digitados no fim.
coop-error-points-entered = Os pontos finais já foram digitados: desfaça para mudá-los.

## Por que o jogo acabou, dentro de uma frase
coop-end-pile-empty = a pilha de { $card } está vazia
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
coop-event-reshuffled-treasure = A pilha de tesouros estava vazia: { $n } Cobres e Pratas do descarte foram embaralhados numa nova.
coop-event-reshuffled-hex =
    { $n ->
        [one] A pilha de Hexes estava vazia: { $n } Hex do descarte foi embaralhado numa nova.
       *[other] A pilha de Hexes estava vazia: { $n } Hexes do descarte foram embaralhados numa nova.
    }
coop-event-revealed = O automa revelou { $card }.
coop-event-automa-took = O automa pegou 1 { $card } (restam { $left }).
coop-event-automa-took-nothing = O automa não achou o que pegar: as pilhas de onde pega estão vazias.
coop-event-pass-a-card = Prata: { $first } e { $second } passam uma carta da mão um para o outro (quem não tem cartas na mão não passa nada).
coop-event-no-silver-effect = O jogo acabou, então a { $card } não faz nada.
coop-event-hex-revealed = O automa revelou o Hex { $card }.
coop-event-hex-received = { $name } recebeu o Hex { $card }.
coop-event-not-affected = { $name } não é afetado pelo Hex.
coop-event-affected = { $name } é afetado pelo Hex, afinal.
coop-event-states = { $name }: { $change }.
coop-event-state-returned = { $name } devolveu { $state }.
coop-event-token = Ataque jogado: o automa tem { $tokens } de 10 fichas.
coop-event-took = { $name } pegou 1 { $card } (restam { $left }).
coop-event-taken = Saiu 1 { $card } (restam { $left }).
coop-event-put-back = Voltou 1 { $card } (restam { $left }).
coop-event-other-empty-now =
    { $n ->
        [0] nenhuma outra pilha do suprimento está vazia
        [one] { $n } outra pilha do suprimento está vazia
       *[other] { $n } outras pilhas do suprimento estão vazias
    }
coop-event-ran-out-in = Outra pilha acabou no turno de { $name }: { $now }.
coop-event-ran-out = Outra pilha acabou: { $now }.
coop-event-not-empty = Uma pilha contada vazia não está: { $now }.
coop-event-round = Começa a rodada { $round }.
coop-event-fleet-round = O jogo acabaria ({ $reason }), mas Fleet está em jogo: a rodada { $round } é a rodada extra.
coop-event-over-after-fleet = Fim de jogo após a rodada de Fleet (ela começou porque { $reason }).
coop-event-over = Fim de jogo: { $reason }.
coop-event-scored-win = Os jogadores { $humans }, o automa { $automa }: vocês venceram.
coop-event-scored-loss = Os jogadores { $humans }, o automa { $automa }: vocês perderam.

## O que a mesa prepara (a lista da preparação)
coop-check-no-duchies = Ponha { $n } { $provinces } no suprimento e nenhum { $duchy }: a pilha vazia de { $duchies } conta como pilha vazia do suprimento.
coop-check-counts = Ponha { $n } { $provinces } e { $duchies } no suprimento.
coop-check-colonies = Ponha { $n } { $colonies } no suprimento (e a pilha de Platinum, se sua mesa joga { $colonies } com ela); a pilha de { $province } vazia não acaba mais o jogo, e o automa pega { $colonies } quando as { $provinces } acabam, cada uma valendo 10 para ele.
coop-check-fleet = Ponha a pilha de Fleet no suprimento. Quando o jogo acabaria, segue mais uma rodada: quem comprou Fleet joga um turno, depois o automa dá seu último passo.
coop-check-shared-hexes = Suas cartas que dão Hexes os tiram da pilha de Hexes do automa: toque em "recebe um Hex" junto ao seu nome.
coop-check-box = Deixe 6 cartas de { $copper }, 6 de { $silver } e os 12 Hexes na caixa: o app os embaralha e revela para o automa.
coop-check-states = Ponha 2 cartas { $deluded }/{ $envious } e 2 { $miserable }/{ $twice } ao lado do automa.
coop-check-tokens = Ponha 10 fichas ao lado do suprimento: cada Ataque jogado dá uma ao automa.
coop-check-starts = { $first } começa; o automa senta à direita de { $first }, entre os dois jogadores.
coop-check-hand = A primeira mão de cada jogador é 4 { $copper } + 1 { $estate }, ou 3 { $copper } + 2 { $estates }.
