# English's own words, shared by every English catalogue (fluent_catalogues.LANGUAGE_FILE).
-language-name = English
