# German's own words, shared by every German catalogue (fluent_catalogues.LANGUAGE_FILE) and
# read by the code by the term's name (language.own_words), never by the language.
# The seat spoken to, as a sentence's subject; other cases are written out where the seat
# stands: { $p-person -> [second] dich *[third] { $p } }.
-you = du
# The language's name in itself, as a language menu built from the folders found would list it.
-language-name = Deutsch
# The words that join content words the rules slot as one text ("Rot und Blau", "Rot oder Blau").
-and = und
-or = oder
# How a content word the rules slot in lower case ("red") reads in running text: German nouns
# keep their capital ("Rot"), as the term writes them.
-running-case = as-written
