# Italian's own words, shared by every Italian catalogue (fluent_catalogues.LANGUAGE_FILE).
-language-name = Italiano
