"""CP-SAT planners (consume, payment), hints and computer players."""
