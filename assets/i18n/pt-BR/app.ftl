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
