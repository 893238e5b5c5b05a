"""Components, processors and painters shared by every scene (esper 3, module-level API)."""
