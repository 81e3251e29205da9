"""``rftg ... --game newfrontiers``: its tile view and its headless games; ``plugin``
registers them."""
