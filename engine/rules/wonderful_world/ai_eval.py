"""AI hooks (placeholder replaced below)."""
def evaluate(state, seat):
    from .results import final_scores
    return float(final_scores(state)[seat])


def rollout_action(state, seat, actions, rng):
    return rng.choice(actions)
