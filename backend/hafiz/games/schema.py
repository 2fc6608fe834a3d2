"""OpenAPI links from each game's deal to its grading: a deal's game_id is what POST /games/results/ takes. They
tell a reader, a client generator or a fuzzer (the stateful phase of `make test-fuzz`) how the calls chain."""

from hafiz.games.registry import GAMES

DEAL_OPERATIONS = tuple(f"games_{name}_create" for name in GAMES)


def grading_links(result, generator, request, public):
    """drf-spectacular postprocessing hook: the link on each deal's 200 answer."""
    for path_item in result["paths"].values():
        for operation in path_item.values():
            if operation.get("operationId") in DEAL_OPERATIONS:
                operation["responses"]["200"]["links"] = {
                    "GradeThisGame": {
                        "operationId": "game_grade",
                        "requestBody": {"game_id": "$response.body#/game_id"},
                        "description": "Grade the game dealt, with the player's moves.",
                    }
                }
    return result
