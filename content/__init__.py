"""Card, setup and text data (TOML files), loaded by rftg.core."""
