# Catalogue `invite` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `invite` (chroma_desktop/net/invite_words.py): why a text is not an
# invite link. Key → text. Addresses, game ids and the link's own syntax are quoted as written.

server-address = l'indirizzo del server deve essere ws://HOST:PORTA o wss://HOST:PORTA, non { $server }
seat-or-watch = un invito è per un posto o per guardare: indicane uno dei due
not-a-game-id = { $game } non è l'id di un gioco
starts-with = un link di invito comincia con chroma:// (o chromas://)
no-server = il link non indica un server: chroma://HOST:PORTA/TAVOLO?seat=...
no-table = il link non indica un tavolo
seat-nor-code = il link non dà né un posto né un codice da spettatore (o li dà entrambi)
secret-damaged = il codice segreto del link è danneggiato: chiedi di nuovo il link
game-damaged = il gioco indicato dal link è danneggiato: chiedi di nuovo il link
no-game = non indica il gioco
