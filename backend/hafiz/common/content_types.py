"""For migrations that move models from one app to another without touching their tables."""


def content_types_move(apps, schema_editor, *, models: tuple[str, ...], source: str, target: str) -> None:
    """Relabel the models' content types from app `source` to `target`, keeping their ids and so every permission
    granted on them. Ones already made under the new label (a `migrate` of another app in between creates them) are
    empty, and give way. `apps` and `schema_editor` are RunPython's: the historical models, and the connection of
    the database being migrated."""
    content_types = apps.get_model("contenttypes", "ContentType").objects.using(schema_editor.connection.alias)
    content_types.filter(app_label=target, model__in=models).delete()
    content_types.filter(app_label=source, model__in=models).update(app_label=target)
