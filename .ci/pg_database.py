"""Create or drop the throwaway PostgreSQL database CI runs the backend suite against."""

import sys

import psycopg

ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres"


def main(action: str, name: str) -> None:
    with psycopg.connect(ADMIN_URL, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        connection.execute(f'DROP DATABASE IF EXISTS "test_{name}" WITH (FORCE)')
        if action == "create":
            connection.execute(f'CREATE DATABASE "{name}"')


if __name__ == "__main__":
    main(*sys.argv[1:3])
