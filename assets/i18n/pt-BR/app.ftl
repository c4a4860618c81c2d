# As palavras do próprio app: a moldura, a tela inicial, os diálogos, o kit, os arquivos.

## Listas e momentos
list-comma = { $a }, { $b }
list-and = { $a } e { $b }
time-unknown = em hora desconhecida

## Idioma
language-label = Idioma
language-tooltip = O idioma de todas as palavras na tela. O jogo continua como está.
card-language-label = Nomes das cartas
card-language-tooltip = O idioma em que suas cartas estão impressas: cada carta é chamada como na sua mesa.
card-language-follow = Como o idioma

command-primary = O botão grande
command-attack = Ataque jogado
command-undo = Desfazer
command-redo = Refazer
command-fullscreen = Tela cheia
command-zoom-in = Aumentar
command-zoom-out = Diminuir
command-zoom-reset = Tamanho normal
command-help = Ajuda
command-primary-tooltip = Faz o próximo passo da mesa (cada modo diz qual é).
command-attack-tooltip = Alguém jogou uma carta de Ataque: o automa recebe uma ficha, que vale −1 ponto para ele.
command-undo-tooltip = Desfaz a última ação. As pilhas voltam exatamente como estavam.
command-redo-tooltip = Joga de novo a ação desfeita: revela a mesmíssima carta.
command-fullscreen-tooltip = Ocupa a tela toda, para uma tela do outro lado da mesa.
command-zoom-in-tooltip = Deixa tudo maior.
command-zoom-out-tooltip = Deixa tudo menor.
command-zoom-reset-tooltip = Volta ao tamanho que cabe na janela.
command-help-tooltip = Mostra ou esconde esta lista de teclas.

menu = Menu
tools-help = Ajuda (F1)
tools-theme = Claro / escuro
tools-theme-tooltip = Alterna entre o tema escuro e o claro.
tools-new-game = Novo jogo
tools-new-game-tooltip = Deixa este jogo e volta à tela de preparação.
tools-save-as = Salvar como
tools-save-as-tooltip = Guarda uma cópia com nome deste jogo para abrir depois. (Cada ação já é salva sozinha.)
tools-results = Resultados
tools-results-tooltip = Cada jogo terminado, por reino, com as contagens a tentar em seguida.
tools-download = Baixar
tools-download-tooltip = Este jogo como arquivo neste aparelho, para guardar ou abrir em outro lugar.
tools-open-file = Abrir um arquivo de jogo
tools-open-file-tooltip = Um arquivo de jogo salvo neste aparelho.
tools-keep-screen-on = Manter a tela ligada
tools-keep-screen-on-tooltip = Durante um jogo a tela não escurece nem bloqueia.
tools-saved-games = Jogos salvos
tools-saved-games-tooltip = Abre ou apaga um jogo salvo com "Salvar como".
back = Voltar
results-back-tooltip = Sai dos resultados (Esc).

## O kit
history-label = { $command }: { $step }
with-keys = { $text } ({ $keys })
more-below = Mais abaixo
more-below-label = Mais abaixo: rolar para baixo
dismiss = Fechar
dismiss-tooltip = Esconde esta mensagem.

close-title = Este jogo não está salvo
close-text = Se a janela fechar agora, o jogo se perde.
close-keep = Manter a janela aberta
close-anyway = Fechar e perder este jogo
elsewhere-lost-title = Este jogo agora é jogado em outra janela
elsewhere-title = Este jogo está aberto em outra janela
elsewhere-lost-text = Outra janela o assumiu, então esta parou: nada mais é salvo daqui.
elsewhere-text = Uma janela joga um jogo por vez, para que nenhum toque se perca.
elsewhere-lost-how = Retome-o para jogar aqui (a outra janela para), com cada toque feito lá.
elsewhere-how = Assuma-o para jogar aqui (a outra janela para), ou deixe-o lá.
elsewhere-take-back = Retomar aqui
elsewhere-take-over = Assumir aqui
elsewhere-leave = Voltar à tela inicial
help-title = Teclas
help-close = Fechar a ajuda
ask-no = Não, continuar jogando
leave-title = Deixar este jogo?
leave-keep = Continuar jogando
leave-confirm = Deixar: novo jogo
leave-saved = Ele não acabou. Fica salvo: a tela inicial o oferece em Retomar, marcado "deixado sem terminar", até você esquecê-lo lá.
leave-unsaved = Ele não acabou e não está salvo: se você começar um novo jogo, este se perde.

resume-in-progress = em andamento
resume-over-unscored = acabou, pontos não lançados
resume-left = deixado sem terminar
resume-tooltip = Continua este jogo, com toda a sua história.
forget-keep = Manter
forget-yes-tooltip = Deixa de ser oferecido aqui. O arquivo fica em games/forgotten, na pasta de dados.
forget-tooltip = Deixa de oferecer este jogo. O arquivo é mantido, nunca apagado.
save-as-title = Salvar este jogo como
save-as-text = Os jogos se salvam sozinhos a cada ação; um jogo salvo com nome é uma cópia para voltar a ela.
save-as-name = Nome do jogo salvo
cancel = Cancelar
save = Salvar
saves-title = Jogos salvos
close = Fechar
saves-none = Nenhum jogo salvo ainda. Num jogo, "Salvar como" guarda uma cópia com nome.
saves-no-name = (sem nome)
resume-button = Retomar: { $game } ({ $status })
forget-yes = Sim, esquecer
forget = Esquecer
summary = { $title }, { $progress }, { $who }, salvo { $saved }
summary-solo = { $title }, { $progress }, salvo { $saved }
saves-over = { $game }, acabou
saves-open = Abrir { $name }
saves-delete = Apagar { $name }
saves-delete-yes = Sim, apagar { $name }

## Os avisos da moldura
forgotten = Esquecido: não é mais oferecido. O arquivo fica guardado como { $file }.
no-file-picker = Sem seletor de arquivos: { $why }
no-data-folder-to-save = Não há pasta de dados onde salvar: inicie o app com --data-dir PASTA.
no-data-folder = Não salvo: nenhuma pasta de dados foi encontrada para este usuário. Inicie o app com --data-dir PASTA para guardar os jogos.
saved-as = Salvo como "{ $name }" ({ $file }).
downloaded = Jogo baixado como { $file }.
download-failed = Não foi possível baixar o jogo: { $why }
taken-here = Este jogo agora é jogado nesta janela; a outra janela parou.
could-not-open = Não foi possível abrir { $name }: { $why }.
game-moved = Este jogo também foi jogado em outra janela, que o salvou depois que esta o abriu. Os dois ficam guardados: o jogo da outra janela como está, e o desta janela como um jogo à parte, salvo separado (ambos estão em Retomar).
game-written-elsewhere = Este jogo acabou de ser jogado em outra janela: o jogo mais novo está lá, e em Retomar. Um toque aqui guarda o jogo desta janela à parte, como um jogo próprio.

## A janela
window-title = coop-automa: um companheiro de mesa para Dominion
