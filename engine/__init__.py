"""Five Realms engine.  Submodules are imported on demand; nothing heavy happens at import."""
