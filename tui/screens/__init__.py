"""Screens of the app."""
