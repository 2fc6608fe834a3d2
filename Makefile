# Hafiz: `make run` serves the app, `make test` runs every test. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := run

HOST ?= 127.0.0.1
PORT ?= 8000
WEB_CONCURRENCY ?= 4
PYTHON ?= python3

VENV := .venv
VENV_PY := $(VENV)/bin/python
# The embedded set-up's settings, named here because manage.py and config.wsgi default to production's. A server
# whose environment exports DJANGO_SETTINGS_MODULE (say config.settings.production, for `make backup`) keeps it.
DJANGO_SETTINGS_MODULE ?= config.settings.local
SETTINGS := DJANGO_SETTINGS_MODULE=$(DJANGO_SETTINGS_MODULE)
MANAGE := cd backend && $(SETTINGS) ../$(VENV_PY) manage.py
PY_STAMP := $(VENV)/.installed
NODE_STAMP := frontend/node_modules/.installed
FRONTEND_BUILD := frontend/dist/index.html
FRONTEND_SOURCES := $(shell find frontend/src frontend/public -type f 2>/dev/null) \
	frontend/index.html frontend/vite.config.ts frontend/package.json $(wildcard frontend/tsconfig*.json)
STATIC_STAMP := var/static/.collected

.PHONY: run serve setup backend-setup frontend lint lint-backend lint-frontend format test test-backend test-frontend \
	test-e2e e2e-browser bundle-size migrate import-quran clean test-system system-services backup restore load \
	test-fuzz audit api-types

run: setup serve

setup: backend-setup $(FRONTEND_BUILD)

backend-setup: $(PY_STAMP) $(STATIC_STAMP)
	@mkdir -p var
	$(MANAGE) migrate --noinput
	$(MANAGE) import_quran --if-needed

serve:
	cd backend && $(SETTINGS) exec ../$(VENV)/bin/gunicorn config.wsgi:application \
		--bind $(HOST):$(PORT) --workers $(WEB_CONCURRENCY) --access-logfile - --timeout 30

$(PY_STAMP): backend/requirements.txt backend/requirements-dev.txt backend/constraints.txt
	test -x $(VENV_PY) || $(PYTHON) -m venv $(VENV)
	$(VENV_PY) -m pip install --quiet --upgrade pip
	$(VENV_PY) -m pip install --quiet -r backend/requirements-dev.txt -c backend/constraints.txt
	touch $@

$(NODE_STAMP): frontend/package.json frontend/package-lock.json
	cd frontend && npm ci --no-audit --no-fund
	touch $@

# WhiteNoise serves the .gz next to each built file to browsers that accept gzip.
$(FRONTEND_BUILD): $(NODE_STAMP) $(PY_STAMP) $(FRONTEND_SOURCES)
	cd frontend && npm run build
	$(VENV_PY) -m whitenoise.compress -q --no-brotli frontend/dist

frontend: $(FRONTEND_BUILD)

$(STATIC_STAMP): $(PY_STAMP)
	$(MANAGE) collectstatic --noinput --verbosity 0
	touch $@

migrate: $(PY_STAMP)
	$(MANAGE) migrate --noinput

import-quran: $(PY_STAMP)
	$(MANAGE) import_quran

# The frontend's API types, so the frontend cannot drift from the backend: the OpenAPI schema the API serves, written
# next to the TypeScript types openapi-typescript generates from it; both are checked in. `make test` fails when either
# has drifted: a backend test compares the schema, test-frontend the types.
API_SCHEMA := frontend/src/types/openapi.schema.yaml

api-types: $(PY_STAMP) $(NODE_STAMP)
	cd backend && DJANGO_SETTINGS_MODULE=config.settings.test ../$(VENV_PY) manage.py spectacular --validate \
		--file ../$(API_SCHEMA)
	cd frontend && npm run generate:api-types

# The house rules, checked without writing: ruff (lint and format) and mypy for the Python code (pyproject.toml),
# ESLint (with the features' import boundaries), Prettier and the TypeScript compiler for the frontend. `make test`
# runs it first, so CI fails on any of them; `make format` writes what the formatters and ruff's fixes would change.
lint: lint-backend lint-frontend

lint-backend: $(PY_STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

lint-frontend: $(NODE_STAMP)
	cd frontend && npm run lint && npm run format:check && npm run typecheck

format: $(PY_STAMP) $(NODE_STAMP)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .
	cd frontend && npm run format

test: lint test-backend test-frontend test-e2e

test-backend: $(PY_STAMP)
	cd backend && ../$(VENV_PY) -m pytest

# After the unit tests, the landing page's JavaScript budget (150 KB gzip) on the production build. The type check
# is make lint's (and the build's).
test-frontend: $(NODE_STAMP) $(FRONTEND_BUILD)
	cd frontend && npm run check:api-types && npm test && npm run check:bundle-size

# The landing page's JavaScript against its 150 KB (gzip) budget, with a table of what it loads.
bundle-size: $(FRONTEND_BUILD)
	cd frontend && npm run check:bundle-size

# Debian's Chromium drives the end-to-end tests (Playwright cannot download browsers here).
e2e-browser:
	@command -v /usr/bin/chromium >/dev/null || { \
		echo "Installing Chromium for the end-to-end tests"; \
		$$( [ "$$(id -u)" = 0 ] || echo sudo ) apt-get update -qq && \
		$$( [ "$$(id -u)" = 0 ] || echo sudo ) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

test-e2e: $(PY_STAMP) $(FRONTEND_BUILD) e2e-browser
	$(VENV_PY) -m pytest e2e -c e2e/pytest.ini

# API fuzzing (api_fuzz/run.py): Schemathesis drives every operation of the OpenAPI schema against a freshly served
# app and fails on any 5xx or any answer the schema does not document. FUZZ_ARGS go to `schemathesis run`,
# e.g. `make test-fuzz FUZZ_ARGS="--seed 7 -n 200"`.
test-fuzz: $(PY_STAMP)
	$(VENV_PY) api_fuzz/run.py $(FUZZ_ARGS)

# Known vulnerabilities in every pinned Python package (backend/constraints.txt) and in the frontend's runtime
# packages. A report, not a gate (CI does not run it): both parts always run, and both need their advisory service
# (--strict: a package the service cannot look up is an error, not a silent "no known vulnerabilities").
audit: $(PY_STAMP) $(NODE_STAMP)
	-$(VENV)/bin/pip-audit --requirement backend/constraints.txt --no-deps --disable-pip --progress-spinner off --strict
	-cd frontend && npm audit --omit=dev

# System tests: two app servers behind nginx, database and Redis outages, backups. They start private PostgreSQL,
# Redis and nginx processes of their own. PostgreSQL and Redis come from Debian's packages (installed on first use);
# nginx's binary is unpacked from its package into var/tools, so no system nginx is installed or started.
NGINX_TOOL := var/tools/nginx/usr/sbin/nginx

system-services:
	@{ ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && command -v redis-server >/dev/null; } || { \
		echo "Installing PostgreSQL and Redis for the system tests"; \
		$$( [ "$$(id -u)" = 0 ] || echo sudo ) apt-get update -qq && \
		$$( [ "$$(id -u)" = 0 ] || echo sudo ) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			postgresql redis-server >/dev/null; }
	@command -v nginx >/dev/null || test -x $(NGINX_TOOL) || { \
		echo "Unpacking nginx into var/tools for the system tests"; \
		mkdir -p var/tools && cd var/tools && \
		{ apt-get download -qq nginx 2>/dev/null || { \
			$$( [ "$$(id -u)" = 0 ] || echo sudo ) apt-get update -qq && apt-get download -qq nginx; }; } && \
		dpkg -x nginx_*.deb nginx && rm nginx_*.deb; }

test-system: $(PY_STAMP) system-services
	$(VENV_PY) -m pytest system_tests -c system_tests/pytest.ini

# Backups of the database and media (see docs/deploy.md, "Backups"): `make backup` writes
# var/backups/hafiz-<UTC time>.tar.gz (BACKUP_DIR overrides); `make restore FILE=…` brings one back.
backup: $(PY_STAMP)
	$(MANAGE) backup_create

restore: $(PY_STAMP)
	@test -n "$(FILE)" || { echo "Usage: make restore FILE=var/backups/hafiz-….tar.gz"; exit 2; }
	$(MANAGE) backup_restore "$(abspath $(FILE))"
	$(MANAGE) migrate --noinput

# Load test (bench/load): LEARNERS learners for LOAD_SECONDS against a throwaway app on LOAD_DATABASE
# (postgres or sqlite), straight to gunicorn and through nginx (LOAD_VIA=both, gunicorn or nginx), or against a
# running app with BASE_URL=…. Locust gets a virtualenv of its own.
LEARNERS ?= 200
LOAD_SECONDS ?= 60
LOAD_DATABASE ?= postgres
LOAD_VIA ?= both
LOAD_VENV := var/load-venv
LOAD_STAMP := $(LOAD_VENV)/.installed

$(LOAD_STAMP): bench/load/requirements.txt
	test -x $(LOAD_VENV)/bin/python || $(PYTHON) -m venv $(LOAD_VENV)
	$(LOAD_VENV)/bin/python -m pip install --quiet -r bench/load/requirements.txt
	touch $@

load: $(PY_STAMP) $(LOAD_STAMP) $(if $(filter gunicorn,$(LOAD_VIA)),,system-services)
	$(VENV_PY) bench/load/run.py --database $(LOAD_DATABASE) --learners $(LEARNERS) --seconds $(LOAD_SECONDS) \
		--via $(LOAD_VIA) $(if $(LOAD_PROFILE),--profile) $(if $(BASE_URL),--base-url $(BASE_URL))

clean:
	rm -rf $(VENV) frontend/node_modules frontend/dist var
