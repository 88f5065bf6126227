"""CMYK! (Nagisa Kujira, Kujiradama): rules, notation, scoring and texts."""
