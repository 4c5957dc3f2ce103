"""Shared fixtures: the aviary CLI built beside the module (AVIARY_CLI, set by ctest)."""
import os
import subprocess

import pytest

import aviary

SHIPPED = aviary.variants()


@pytest.fixture(scope="session")
def cli():
    path = os.environ.get("AVIARY_CLI")
    if not path or not os.path.exists(path):
        pytest.skip("AVIARY_CLI is not set to the aviary executable")

    def run(*args):
        done = subprocess.run([path, *args], capture_output=True, text=True, check=True)
        return done.stdout

    return run
