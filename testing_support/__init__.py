"""Helpers shared by the test and benchmark entry points outside backend/ (e2e, api_fuzz, system_tests, bench)."""
