# Hafiz: `make run` serves the app, `make test` runs every test. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := run

HOST ?= 127.0.0.1
PORT ?= 8000
WEB_CONCURRENCY ?= 4
PYTHON ?= python3

VENV := .venv
VENV_PY := $(VENV)/bin/python
MANAGE := cd backend && ../$(VENV_PY) manage.py
PY_STAMP := $(VENV)/.installed
NODE_STAMP := frontend/node_modules/.installed
FRONTEND_BUILD := frontend/dist/index.html
FRONTEND_SOURCES := $(shell find frontend/src frontend/public -type f 2>/dev/null) \
	frontend/index.html frontend/vite.config.ts frontend/package.json $(wildcard frontend/tsconfig*.json)
STATIC_STAMP := var/static/.collected

.PHONY: run serve setup backend-setup frontend test test-backend test-frontend test-e2e e2e-browser \
	migrate import-quran clean

run: setup serve

setup: backend-setup $(FRONTEND_BUILD)

backend-setup: $(PY_STAMP) $(STATIC_STAMP)
	@mkdir -p var
	$(MANAGE) migrate --noinput
	$(MANAGE) import_quran --if-needed

serve:
	cd backend && exec ../$(VENV)/bin/gunicorn config.wsgi:application \
		--bind $(HOST):$(PORT) --workers $(WEB_CONCURRENCY) --access-logfile - --timeout 30

$(PY_STAMP): backend/requirements.txt backend/requirements-dev.txt backend/constraints.txt
	test -x $(VENV_PY) || $(PYTHON) -m venv $(VENV)
	$(VENV_PY) -m pip install --quiet --upgrade pip
	$(VENV_PY) -m pip install --quiet -r backend/requirements-dev.txt -c backend/constraints.txt
	touch $@

$(NODE_STAMP): frontend/package.json frontend/package-lock.json
	cd frontend && npm ci --no-audit --no-fund
	touch $@

$(FRONTEND_BUILD): $(NODE_STAMP) $(FRONTEND_SOURCES)
	cd frontend && npm run build

frontend: $(FRONTEND_BUILD)

$(STATIC_STAMP): $(PY_STAMP)
	$(MANAGE) collectstatic --noinput --verbosity 0
	touch $@

migrate: $(PY_STAMP)
	$(MANAGE) migrate --noinput

import-quran: $(PY_STAMP)
	$(MANAGE) import_quran

test: test-backend test-frontend test-e2e

test-backend: $(PY_STAMP)
	cd backend && ../$(VENV_PY) -m pytest

test-frontend: $(NODE_STAMP)
	cd frontend && npm run typecheck && npm test

# Debian's Chromium drives the end-to-end tests (Playwright cannot download browsers here).
e2e-browser:
	@command -v /usr/bin/chromium >/dev/null || { \
		echo "Installing Chromium for the end-to-end tests"; \
		$$( [ "$$(id -u)" = 0 ] || echo sudo ) apt-get update -qq && \
		$$( [ "$$(id -u)" = 0 ] || echo sudo ) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

test-e2e: $(PY_STAMP) $(FRONTEND_BUILD) e2e-browser
	$(VENV_PY) -m pytest e2e -c e2e/pytest.ini

clean:
	rm -rf $(VENV) frontend/node_modules frontend/dist var
