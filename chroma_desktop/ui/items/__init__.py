"""Table items: cards, zones and labels, each keyed by the component id the rules use."""
