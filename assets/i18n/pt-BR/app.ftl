# As palavras do próprio app: a moldura, a tela inicial, os diálogos, o kit, os arquivos.

## Listas e momentos
list-comma = { $a }, { $b }
list-and = { $a } e { $b }
time-unknown = data desconhecida

## Idioma
language-label = Idioma
language-tooltip = O idioma de todas as palavras na tela. A partida continua como está.
card-language-label = Nomes das cartas
card-language-tooltip = O idioma em que suas cartas estão impressas: cada carta é chamada como na sua mesa.
card-language-follow = Como o idioma
card-language-scope = Português muda o nome das sete cartas básicas impressas no Brasil (Cobre, Prata, Ouro, Propriedade, Ducado, Província, Maldição); as outras cartas ficam com o nome em inglês.

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
command-redo-tooltip = Refaz a ação desfeita: revela a mesma carta.
command-fullscreen-tooltip = Ocupa a tela toda, para uma tela do outro lado da mesa.
command-zoom-in-tooltip = Deixa tudo maior.
command-zoom-out-tooltip = Deixa tudo menor.
command-zoom-reset-tooltip = Volta ao tamanho que cabe na janela.
command-help-tooltip = Mostra ou esconde esta ajuda: o que cada botão faz.

menu = Menu
tools-help = Ajuda
tools-theme = Claro / escuro
tools-text-size = Tamanho do texto
tools-text-size-tooltip = Texto e botões maiores ou menores, em todos os modos, guardados para a próxima vez.
tools-text-size-largest = O maior texto que esta janela comporta.
tools-text-size-smallest = O menor tamanho de texto.
tools-text-size-normal = O texto já está no tamanho normal.
tools-theme-tooltip = Alterna entre o tema escuro e o claro.
# The big button once a game is over, in every mode: the same words as the tools' button.
big-new-game = Nova partida
tools-new-game = Nova partida
tools-new-game-tooltip = Deixa esta partida e volta à tela de preparação.
tools-save-as = Salvar como
tools-save-as-tooltip = Guarda esta partida com um nome, para abrir depois. (Cada ação já é salva sozinha.)
tools-results = Resultados
tools-results-tooltip = Cada partida terminada, por reino, com as contagens a tentar em seguida.
tools-download = Baixar
tools-download-tooltip = Esta partida como arquivo neste aparelho, para guardar ou abrir em outro lugar.
tools-open-file = Abrir arquivo
tools-open-file-tooltip = Um arquivo de partida guardado neste aparelho.
tools-keep-screen-on = Manter a tela ligada
tools-keep-screen-on-tooltip = Durante uma partida a tela não escurece nem bloqueia.
tools-saved-games = Salvamentos
tools-saved-games-tooltip = Abre ou apaga um salvamento feito com "Salvar como".
back = Voltar
results-back-tooltip = Sai dos resultados (Esc).

## O kit
history-label = { $command }: { $step }
with-keys = { $text } ({ $keys })
more-below = Mais abaixo
more-below-label = Mais abaixo: rolar para baixo
dismiss = Fechar
# Um número sob seu título, onde uma tabela vira uma lista de blocos (um celular): "Partidas: 3".
figure = { $label }: { $value }
dismiss-tooltip = Esconde esta mensagem.

close-title = Esta partida não está salva
close-text = Se a janela fechar agora, a partida se perde.
close-keep = Manter a janela aberta
close-anyway = Fechar e perder esta partida
elsewhere-lost-title = Esta partida agora é jogada em outra janela
elsewhere-title = Esta partida está aberta em outra janela
elsewhere-lost-text = Outra janela a assumiu, então esta parou: nada mais é salvo daqui.
elsewhere-text = Uma janela joga uma partida por vez, para que nenhum toque se perca.
elsewhere-lost-how = Retome-a para jogar aqui (a outra janela para), com cada toque feito lá.
elsewhere-how = Assuma-a para jogar aqui (a outra janela para) ou deixe-a lá.
elsewhere-take-back = Retomar aqui
elsewhere-take-over = Assumir aqui
elsewhere-leave = Voltar à tela inicial
help-title = Teclas
help-title-touch = O que os botões fazem
help-close = Fechar a ajuda
ask-no = Não, continuar jogando
leave-title = Deixar esta partida?
leave-keep = Continuar jogando
leave-confirm = Deixar: nova partida
leave-saved = A partida não acabou. Fica salva: a tela inicial a oferece em Retomar, marcada "deixada sem terminar", até você esquecê-la lá.
leave-unsaved = A partida não acabou e não está salva: se você começar outra, esta se perde.

resume-in-progress = em andamento
resume-over-unscored = acabou, pontos não digitados
resume-left = deixada sem terminar
resume-tooltip = Continua esta partida, com toda a sua história.
forget-keep = Manter
forget-yes-tooltip = Deixa de ser oferecida aqui. O arquivo fica em games/forgotten, na pasta de dados.
forget-tooltip = Deixa de oferecer esta partida. O arquivo é mantido, nunca apagado.
save-as-title = Salvar esta partida como
save-as-text = As partidas se salvam sozinhas a cada ação; um salvamento guarda a partida com um nome, para você voltar a ela.
save-as-name = Nome do salvamento
cancel = Cancelar
save = Salvar
saves-title = Salvamentos
close = Fechar
saves-none = Nenhum salvamento ainda. Numa partida, "Salvar como" faz um.
saves-no-name = (sem nome)
resume-button = Retomar: { $game } ({ $status })
forget-yes = Sim, esquecer
forget = Esquecer
summary = { $title }, { $progress }, { $who }, salva em { $saved }
summary-solo = { $title }, { $progress }, salva em { $saved }
saves-over = { $game }, acabou
saves-open = Abrir { $name }
saves-delete = Apagar { $name }
saves-delete-yes = Sim, apagar { $name }

## Os avisos da moldura
forgotten = Esquecida: não é mais oferecida. O arquivo fica guardado como { $file }.
no-file-picker = Sem seletor de arquivos: { $why }
no-data-folder-to-save = Não há pasta de dados onde salvar: inicie o app com --data-dir PASTA.
no-data-folder = Não salvo: nenhuma pasta de dados foi encontrada para este usuário. Inicie o app com --data-dir PASTA para guardar as partidas.
saved-as = Salva como "{ $name }" ({ $file }).
downloaded = Partida baixada como { $file }.
download-failed = Não foi possível baixar a partida: { $why }
taken-here = Esta partida agora é jogada nesta janela; a outra janela parou.
could-not-open = Não foi possível abrir { $name }: { $why }.
game-moved = Esta partida também foi jogada em outra janela, que a salvou depois que esta a abriu. As duas ficam guardadas: a da outra janela como está, e a desta janela como uma partida à parte (as duas estão em Retomar).
game-written-elsewhere = Esta partida acabou de continuar em outra janela: a versão mais nova está lá, e em Retomar. Um toque aqui guarda a partida desta janela à parte, como outra partida.

## A janela
window-title = coop-automa: um companheiro de mesa para Dominion

## Arquivos que o app não pôde abrir (o arquivo sempre fica como está)
load-missing = Não existe o arquivo { $file }: confira o nome do arquivo e a pasta em que ele está.
load-unreadable = { $file } não pode ser lido como arquivo de partida: pode estar danificado, cortado ou não ser um arquivo do coop-automa. O arquivo ficou como está. (detalhe: { $detail })
load-refused = Não foi possível abrir { $file }: { $why }. O arquivo ficou como está.
fault-missing = o arquivo não existe
fault-denied = este usuário não pode lê-lo
fault-not-read = não foi possível lê-lo ({ $detail })
fault-not-a-file = não é um arquivo
fault-too-large = tem { $mb } MB, muito mais que qualquer arquivo de partida (no máximo { $max } MB): não é um arquivo do coop-automa
fault-empty = está vazio
fault-not-text = não é texto (não é UTF-8): não é um arquivo do coop-automa
fault-unreadable = não pode ser lido como arquivo de partida: pode estar danificado, cortado ou não ser um arquivo do coop-automa (detalhe: { $detail })
fault-not-a-save = é RON, mas não é um arquivo do coop-automa (não tem o campo "app" e não é uma partida)
fault-newer-format = foi salvo por um coop-automa mais novo (formato versão { $version }); este lê até a versão { $max }. Atualize o app para abri-lo
fault-no-format-version = não tem uma versão de formato válida
fault-unknown-mode = é uma partida do modo de mesa "{ $mode }", que este coop-automa não conhece (conhece { $known }). Atualize o app para abri-lo
fault-newer-rules = esta { $mode } foi jogada com regras mais novas (versão { $rules } das regras); este coop-automa conhece até a versão { $max }. Atualize o app para abri-la
fault-other-program = pertence a outro programa ("{ $app }"), não ao coop-automa
fault-unplayable = descreve uma partida que não pode ser jogada: { $detail }
fault-other-mode = é uma { $mode }, não uma { $wanted }

## O que não pôde ser guardado
problem-folder-not-made = Não salvo: a pasta de dados { $dir } não pode ser criada ({ $detail }). Inicie o app com --data-dir PASTA para guardar as partidas.
problem-lock-not-opened = Não salvo: { $file } não pode ser aberto ({ $detail }).
problem-folder-in-use = Não salvo: outro coop-automa está usando a pasta de dados { $dir }. Feche-o ou inicie este com --data-dir OUTRA-PASTA.
folder-read-only = { $problem } As partidas, os salvamentos e os resultados dela aparecem e abrem aqui, só para leitura: nada é gravado.
detail-read-only = a pasta de dados está aberta aqui só para leitura (veja a faixa acima)
problem-folder-not-locked = Não salvo: a pasta de dados { $dir } não pode ser travada ({ $detail }).
problem-not-serialized = Não salvo: a partida não pôde ser gravada como RON: { $detail }.
problem-not-written = Não salvo: { $detail }. A partida continua; o app tenta salvar de novo após a próxima ação.
problem-cannot-move-back = { $file } não pode voltar: { $there } já existe.
problem-not-moved = { $file } não pôde ser movido ({ $detail }).
problem-not-a-game = { $file } não é uma das partidas desta pasta de dados.
problem-name-taken = Já existe um salvamento chamado "{ $name }": escolha outro nome ou apague aquele antes.
problem-not-a-save = Só os arquivos da pasta de salvamentos podem ser apagados aqui.
problem-not-deleted = { $file } não pôde ser apagado: { $detail }
problem-no-name = Digite antes um nome para o salvamento.
problem-name-too-long = Esse nome tem mais de { $max } caracteres: encurte-o.
problem-name-has = Um nome de salvamento pode ter letras, algarismos, espaços, '-' e '_', não '{ $bad }'.

## O que o registro de resultados ou uma exportação CSV não conseguiu
results-not-read = { $file } não pode ser lido ({ $detail }); fica como está.
results-not-recorded = O resultado não foi registrado: { $file } não pode ser lido ({ $detail }), então fica como está.
results-not-serialized = O resultado não pôde ser gravado: { $detail }
results-not-written = O resultado não foi registrado: { $detail }.
results-bad-lines = Alguns resultados em { $file } não puderam ser lidos e ficam como estão ({ $lines }).
results-bad-line = linha { $line }: { $why }
results-line-not-text = não é texto (não é UTF-8)
results-line-not-a-result = não é um resultado ({ $detail })
csv-no-name = Digite antes o nome do arquivo CSV, por exemplo ~/resultados-coop.csv.
csv-is-folder = { $file } é uma pasta: acrescente um nome de arquivo, por exemplo resultados.csv.
csv-not-csv = { $file } não termina em .csv: dê o nome de um arquivo CSV, por exemplo resultados.csv.
csv-exists = { $file } já existe.
csv-not-made = O texto CSV não pôde ser gerado: { $detail }
csv-not-written = { $file } não pode ser gravado ({ $detail }).

## Desfazer e refazer
undone = Desfeito: { $step }
redone = Refeito: { $step }

## Por que uma leitura, gravação, mudança ou exclusão falhou
detail-folder-not-made = a pasta { $dir } não pode ser criada ({ $system })
detail-file-not-written = { $file } não pode ser gravado ({ $system })
detail-file-there = já há um arquivo lá
detail-no-file = o arquivo não existe
detail-no-file-name = o caminho não indica um arquivo
detail-no-browser-storage = este navegador não dá armazenamento à página (a janela anônima pode impedir)
detail-browser-full = o armazenamento do navegador para esta página está cheio: para abrir espaço, abra Partidas e, em "Abrir espaço", mantenha só os resultados das partidas antigas; ou esqueça ali as partidas de que não precisa mais e apague-as de vez; ou apague salvamentos em Salvamentos
detail-counter-not-kept = o contador de gravações não pode ser mantido: { $system }
detail-bytes-missing = { $file } aponta para dados que sumiram
detail-not-read = não pode ser lido: { $system }
detail-only-text = o armazenamento do navegador só guarda texto
detail-not-moved = não pode ser movido: { $system }
detail-not-deleted = não pode ser apagado: { $system }

## A página web, antes de o app carregar
web-loading = Carregando o coop-automa…
web-failed = O coop-automa não pôde iniciar neste navegador:{" "}
web-description = Ao lado das cartas de verdade: o automa do coop de Dominion para dois jogadores do Top, a IA da pirâmide de PV para um jogador, e os pontos de vida e o Baralho de Maldições de Dominion: Duel.
web-no-canvas = A página não tem uma tela (canvas) para o app.
resumed = Retomada: { $game }.

## Uma partida guardada que não pode ser jogada de novo pelas regras
replay-start = nenhuma distribuição daria esse início ({ $why })
replay-action = a ação { $number } ({ $action }) não pode ser jogada: { $why }
replay-redo = uma ação desfeita ({ $action }) não pode ser refeita: { $why }
replay-undo = as ações desfeitas não podem ser desfeitas de novo: { $why }
opened = Aberto: { $name }.
language-button = Idioma: { $language }

# The results' CSV export, on every mode's Results screen.
export-label = Exportar para arquivo CSV
export-replace-file = Substituir esse arquivo
export = Exportar
exported =
    { $n ->
        [0] { $n } resultados exportados para { $path }.
        [one] { $n } resultado exportado para { $path }.
       *[other] { $n } resultados exportados para { $path }.
    }
export-replace-ask = { $problem } Toque em "Substituir esse arquivo" para sobrescrevê-lo, ou digite outro nome.
export-tip = Todos os resultados num arquivo CSV, para abrir numa planilha.
export-report-label = Exportar o relatório para arquivo CSV
report-copied = Relatório copiado: cole-o numa mensagem do BoardGameGeek.

# Backing up everything, and restoring a backup.
tools-backup = Cópia de segurança

backup-title = Cópia de segurança de tudo
backup-explain = Um arquivo com todas as partidas (em andamento, terminadas, deixadas, esquecidas), todos os salvamentos, os resultados de todos os modos e as configurações. Abra-o com "Abrir arquivo" em qualquer aparelho para restaurá-los lá: restaurar só acrescenta, nunca apaga nem substitui.
backup-file-label = Arquivo da cópia de segurança
backup-no-data-folder = Não há pasta de dados onde restaurar: inicie o app com --data-dir PASTA.
reminder-title = Hora da cópia de segurança
reminder-text =
    { $finished ->
        [0] { $finished } partidas terminadas aqui.
        [one] { $finished } partida terminada aqui.
       *[other] { $finished } partidas terminadas aqui.
    } Uma cópia de segurança guardada em outro lugar (outro aparelho, uma pasta na nuvem, um pen drive) traz de volta todas as partidas e resultados se este aparelho for perdido.
reminder-web = Este navegador também pode apagar os dados do app quando faltar espaço.
reminder-later = Depois
reminder-now = Fazer cópia de segurança agora
storage-used = { $used } guardados aqui, de cerca de { $quota } que este navegador deixa o app guardar.
storage-nearly-full = { $used } guardados aqui, de cerca de { $quota } que este navegador deixa o app guardar: está quase cheio. Baixe uma cópia de segurança e, em Partidas, em "Abrir espaço", mantenha só os resultados das partidas antigas.
storage-not-kept = Este navegador não prometeu guardar os dados do app: ele pode apagá-los quando faltar espaço. Baixe uma cópia de segurança de vez em quando.
settings-unread-text-browser = Não foi possível ler as configurações salvas, então a mesa começa com as padrão. As antigas estão guardadas no armazenamento deste navegador, em { $key }.
settings-unread-text-file = Não foi possível ler as configurações salvas, então a mesa começa com as padrão. As antigas estão guardadas em { $file }, em { $key }.
settings-unread-file = Não foi possível ler o arquivo de configurações, então a mesa começa com as padrão. O arquivo antigo está guardado como { $file }.
settings-unread-stuck = Não foi possível ler nem tirar do lugar o arquivo de configurações { $file } ({ $detail }). A mesa começa com as configurações padrão e não salva nenhuma até que esse arquivo seja consertado ou apagado.
auto-backup-failed = A cópia de segurança diária, na pasta backups da pasta de dados, não pôde ser feita: { $why }
backup-table-label = Nome desta mesa (vai junto com os resultados, para não misturar com os de um amigo)
backup-table-empty = Digite um nome para esta mesa: ele vai junto com os resultados na cópia de segurança.
table-name-new = Mesa { $number }
tables-show = Resultados de:
tables-this = Esta mesa
tables-this-named = Esta mesa ({ $name })
tables-all =
    Todas as mesas (esta e { $others ->
        [0] { $others } outras
        [one] { $others } outra
       *[other] { $others } outras
    })
backup-write = Fazer cópia de segurança
backup-written =
    Cópia de segurança salva em { $path }: { $games ->
        [0] { $games } partidas
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $saves ->
        [0] { $saves } salvamentos
        [one] { $saves } salvamento
       *[other] { $saves } salvamentos
    } e { $results ->
        [0] { $results } resultados
        [one] { $results } resultado
       *[other] { $results } resultados
    }.
backup-no-name = Digite um nome de arquivo para a cópia de segurança.
backup-exists = { $file } já existe: digite outro nome (uma cópia de segurança nunca grava por cima de um arquivo).
backup-too-large = Este arquivo tem { $mb } MB: uma cópia de segurança tem no máximo { $max } MB.
backup-too-large-web = Esta cópia de segurança tem { $mb } MB: mais do que um navegador guarda para o app (no máximo { $max } MB aqui). Restaure-a no app para computador.
backup-not-text = Este arquivo não é texto: não é uma cópia de segurança.
backup-unreadable = Está danificado ou cortado ({ $detail }).
backup-not-a-backup = Não é uma cópia de segurança deste app.
backup-newer = É uma cópia de segurança de uma versão mais nova do app (formato { $version }; esta lê até { $max }): atualize o app para restaurá-la.
backup-too-many = Ela tem { $files } arquivos: uma cópia de segurança tem no máximo { $max }.
backup-bad-place = Ela gravaria { $path }, fora das partidas, salvamentos e resultados da pasta de dados: é recusada inteira.
backup-not-read = A pasta de dados não pôde ser lida: { $detail }
backup-not-written = Não gravada: { $detail }
restore-title = Restaurar { $name }?
restore-title-writing = Restaurando { $name }…
restore-title-done = Restaurado: { $name }
restore-adds =
    Isto acrescenta { $games ->
        [0] { $games } partidas
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $saves ->
        [0] { $saves } salvamentos
        [one] { $saves } salvamento
       *[other] { $saves } salvamentos
    } e { $results ->
        [0] { $results } resultados
        [one] { $results } resultado
       *[other] { $results } resultados
    }.
restore-done =
    Restauração feita: { $games ->
        [0] { $games } partidas
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $saves ->
        [0] { $saves } salvamentos
        [one] { $saves } salvamento
       *[other] { $saves } salvamentos
    } e { $results ->
        [0] { $results } resultados
        [one] { $results } resultado
       *[other] { $results } resultados
    } acrescentados.
restore-stopped =
    Parou no meio (o aviso diz por quê): { $games ->
        [0] { $games } partidas
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $saves ->
        [0] { $saves } salvamentos
        [one] { $saves } salvamento
       *[other] { $saves } salvamentos
    } e { $results ->
        [0] { $results } resultados
        [one] { $results } resultado
       *[other] { $results } resultados
    } foram acrescentados. Desfaça a restauração, ou feche para ficar com eles.
restore-not-results =
    { $n ->
        [0] Nenhuma linha dos registros de resultados fica de fora.
        [one] { $n } linha dos registros de resultados não é um resultado que este app consegue ler: ela fica de fora.
       *[other] { $n } linhas dos registros de resultados não são resultados que este app consegue ler: elas ficam de fora.
    }
restore-nothing = Tudo desta cópia de segurança já está aqui: nada a acrescentar.
restore-here =
    { $n ->
        [0] { $n } itens dela já estão aqui e são pulados.
        [one] { $n } item dela já está aqui e é pulado.
       *[other] { $n } itens dela já estão aqui e são pulados.
    }
restore-beside =
    { $n ->
        [0] { $n } partidas daqui continuaram depois: elas ficam, e as da cópia de segurança vão ao lado.
        [one] { $n } partida daqui continuou depois: ela fica, e a da cópia de segurança vai ao lado.
       *[other] { $n } partidas daqui continuaram depois: elas ficam, e as da cópia de segurança vão ao lado.
    }
restore-differ =
    { $n ->
        [0] { $n } resultados diferem dos daqui: ficam os daqui.
        [one] { $n } resultado difere do daqui: fica o daqui.
       *[other] { $n } resultados diferem dos daqui: ficam os daqui.
    }
restore-settings = Este aparelho ainda não tem configurações próprias: ele fica com as da cópia de segurança (tamanho do texto, tema, idiomas, nomes dos jogadores).
restore-only-adds = Nada daqui é apagado ou substituído.
restore-do = Restaurar
restore-made = Cópia de segurança feita em { $when }.
restore-made-of = Cópia de segurança da mesa “{ $table }”, feita em { $when }.
restore-made-by = Cópia de segurança da mesa “{ $table }”, feita em { $when }: aqui, os resultados dela continuam sendo dessa mesa.
restore-takes-name = Este aparelho ainda não tem nome de mesa nem partidas ou resultados próprios: passa a ser a mesa “{ $table }”, e estes resultados contam como desta mesa. Para ser outra mesa, mude o nome na próxima cópia de segurança.
reading-title = Lendo { $name }…
reading-body = Uma cópia de segurança grande leva um momento para ser lida. Nada é gravado antes que você diga.
restore-writing = Restaurando: { $done } de { $total } arquivos gravados…
restore-undo = Desfazer esta restauração
restore-undone = A restauração de { $name } foi desfeita.

# Every game of the data folder.
tools-all-games = Partidas
tools-all-games-tooltip = Todas as partidas guardadas aqui, em andamento, terminadas, deixadas, esquecidas ou concluídas: abra, esqueça ou baixe qualquer uma; uma esquecida pode ser apagada de vez.
games-title =
    { $n ->
        [0] { $n } partidas guardadas aqui
        [one] { $n } partida guardada aqui
       *[other] { $n } partidas guardadas aqui
    }
games-more = Mostrar mais { $n } ({ $shown } de { $total } na lista)
games-none = Nenhuma partida guardada aqui. Os resultados das partidas concluídas ficam em Resultados.
games-open = Abrir
games-forgotten = esquecida
games-finished = concluída
games-delete = Apagar de vez
games-delete-yes = Sim, apagar de vez
games-delete-tooltip = O arquivo é apagado de vez, para abrir espaço; o resultado de uma partida concluída fica em Resultados.
games-deleted = Apagada de vez: { $game }. O resultado de uma partida concluída fica em Resultados.
games-forget-tooltip = Retomar deixa de oferecê-la; o arquivo fica guardado, e esta lista ainda o abre.
games-fold-title = Abrir espaço: manter só os resultados das partidas antigas
games-fold-explain = O resultado de uma partida concluída fica em Resultados, com o link do BG Stats. As jogadas podem sair: aí a partida não abre mais.
games-fold-months = Manter inteiras as partidas concluídas nos últimos (meses)
games-fold-fewer = Um mês a menos
games-fold-more = Um mês a mais
games-fold-none = Nenhuma partida concluída antes de { $date }.
games-fold-button =
    { $n ->
        [0] Manter só os resultados das { $n } partidas concluídas antes de { $date }
        [one] Manter só o resultado da partida concluída antes de { $date }
       *[other] Manter só os resultados das { $n } partidas concluídas antes de { $date }
    }
games-fold-ask =
    { $n ->
        [0] Manter só os resultados das { $n } partidas concluídas antes de { $date }? As jogadas delas saem de vez. Uma cópia de segurança as guarda: faça uma antes, se quiser abrir as partidas de novo.
        [one] Manter só o resultado da partida concluída antes de { $date }? As jogadas dela saem de vez. Uma cópia de segurança as guarda: faça uma antes, se quiser abrir a partida de novo.
       *[other] Manter só os resultados das { $n } partidas concluídas antes de { $date }? As jogadas delas saem de vez. Uma cópia de segurança as guarda: faça uma antes, se quiser abrir as partidas de novo.
    }
games-fold-backup = Fazer cópia de segurança antes
games-fold-yes =
    { $n ->
        [0] Sim, manter só os resultados
        [one] Sim, manter só o resultado
       *[other] Sim, manter só os resultados
    }
games-fold-no = Manter inteiras
games-folded =
    { $n ->
        [0] Nenhuma partida ficou menor.
        [one] Ficou só o resultado de 1 partida: as jogadas saíram, o resultado fica em Resultados.
       *[other] Ficaram só os resultados de { $n } partidas: as jogadas saíram, os resultados ficam em Resultados.
    }
games-fold-faults =
    { $n ->
        [0] { $n } partidas não puderam ficar menores: os arquivos delas ficam como estavam.
        [one] 1 partida não pôde ficar menor: o arquivo dela fica como estava.
       *[other] { $n } partidas não puderam ficar menores: os arquivos delas ficam como estavam.
    }
games-fold-kept =
    { $n ->
        [0] { $n } partidas ficaram inteiras: Resultados não tem o resultado delas.
        [one] 1 partida ficou inteira: Resultados não tem o resultado dela.
       *[other] { $n } partidas ficaram inteiras: Resultados não tem o resultado delas.
    }
resume-button-plain = { $game } ({ $status })

# Logging a finished game in BG Stats.
bgstats-log = Registrar esta partida no BG Stats
bgstats-log-short = BG Stats
bgstats-log-label = Registrar no BG Stats: { $game }
bgstats-log-tip = Abre o BG Stats com os jogadores, os pontos e os vencedores desta partida, para salvá-la lá e no BoardGameGeek.
bgstats-opened = O BG Stats está abrindo com esta partida: confira e salve lá.
bgstats-opened-copied = O BG Stats está abrindo no seu navegador com esta partida. Se nenhum navegador abrir, o link foi copiado: cole-o num navegador.
bgstats-none = Esta partida ainda não acabou: não há partida para registrar.
bgstats-automa = Automa
bgstats-ai = IA da pirâmide
bgstats-solo-player = Jogador
bgstats-role-app = jogado pelo app
results-no-folder = Nenhum resultado pode ser lido: esta janela não tem uma pasta de dados que possa usar (nenhuma foi encontrada, ou outro coop-automa a está usando). Feche o outro, ou abra este com --data-dir PASTA.
bgstats-gone = Essa partida não está mais nos resultados (outra janela os mudou): nada foi enviado.
host-step-unreadable = Esse passo não pôde ser lido (foi enviado por outra versão do app?): nada foi jogado.
host-no-game = Este anfitrião não tem a partida { $game }.
problem-not-a-game-id = Não guardado: nenhum arquivo pode ter o nome da partida “{ $id }”.
joined-offline = Sem conexão: reconectando ao anfitrião… Os toques não são enviados até ele voltar.
joined-online = Conectado ao anfitrião de novo.
joined-not-sent-offline = Não enviado: o anfitrião não pode ser alcançado. Reconectando… toque de novo quando ele voltar.
joined-wait = Aguarde: seu último toque ainda está a caminho do anfitrião.
joined-behind = Não jogado: a mesa mudou antes de seu toque chegar. Olhe de novo e toque de novo.
joined-malformed = O anfitrião não aceitou esse passo. Olhe de novo e toque de novo.
joined-unreadable = A mensagem do anfitrião não pôde ser lida ({ $why }).

# "Jogar em vários aparelhos": esta janela serve a partida aos celulares da mesa.
tools-devices = Aparelhos
tools-devices-tooltip = Jogar em vários aparelhos: cada celular ou tablet da mesa entra nesta partida lendo um código, e um toque em qualquer um deles a joga.
host-title = Jogar em vários aparelhos
host-scan = Leia este código com a câmera de um celular, no mesmo Wi-Fi deste computador: a partida abre no navegador do celular, sem instalar nada.
host-code-label = O código que abre esta partida num celular
host-no-code = Este endereço é longo demais para um código: digite-o no navegador do celular.
host-or-open = Ou abra este endereço num navegador da mesma rede:
host-devices = Aparelhos conectados agora: { $count }
host-close = Fechar
host-stop = Parar de servir
host-stopped = Os outros aparelhos não são mais servidos: a partida segue só nesta janela.
host-not-held = Outra janela tem esta pasta de dados: sirva a partida por aquela janela.
host-no-table = Comece ou retome uma partida primeiro, depois sirva-a.
host-not-on-disk = Esta partida não está no disco ({ $problem }): ela pode ser servida quando estiver.
host-no-web-build = A página para celulares não foi encontrada junto do app (uma pasta chamada dist). Abra o app com --web e a pasta que o web/build.sh fez.
host-cannot-serve = A partida não pode ser servida nesta rede ({ $why }).
host-no-network = Este computador não está em nenhuma rede: nenhum celular o alcança. Entre no Wi-Fi da mesa, depois toque em Parar de servir e em Aparelhos de novo.

# "Meu lugar": o lado de qual jogador este aparelho mostra grande.
tools-leave = Sair da mesa
tools-leave-tooltip = Sai desta mesa. A partida continua, guardada pelo computador que a serve.
leave-joined = A partida continua: o computador que a serve a guarda. Para voltar, abra o link dela de novo (escaneie o código).
leave-confirm-joined = Sair da mesa
tools-my-seat = Meu lugar
tools-my-seat-tooltip = Mostra grande o lado de um jogador neste aparelho (um celular na mão desse jogador), ou a mesa inteira por igual.
seat-title = De quem é este aparelho?
seat-text = Escolha seu lugar: seu lado aparece primeiro e grande neste aparelho. Todos os aparelhos seguem jogando a mesma partida.
seat-whole-table = A mesa inteira
seat-cancel = Cancelar
joined-others-asking =
    { $count ->
        [0] Nenhum outro aparelho está respondendo a uma pergunta.
        [one] Aguardando: outro aparelho está respondendo a uma pergunta. A resposta aparece aqui quando for dada.
       *[other] Aguardando: { $count } outros aparelhos estão respondendo a perguntas. As respostas aparecem aqui quando forem dadas.
    }
