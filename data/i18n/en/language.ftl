# English's own words, shared by every English catalogue (fluent_catalogues.LANGUAGE_FILE) and
# read by the code by the term's name (language.own_words), never by the language.
-language-name = English
# The words that join content words the rules slot as one text ("Red and Blue"): the words
# every other language's `-and` and `-or` translate.
-and = and
-or = or
