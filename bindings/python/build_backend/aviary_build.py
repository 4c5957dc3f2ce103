"""A PEP 517 build backend for the aviary package that needs nothing but CMake and a compiler.

build_wheel configures the project (AVIARY_PYTHON=ON, for the interpreter running the build)
in build-python/TAG/, builds the module target, and zips BUILD/python/aviary/ into a wheel.
The shipped variants are compiled into the module, so the wheel holds no data files.
"""

import base64
import hashlib
import os
import re
import subprocess
import sys
import sysconfig
import tarfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
NAME = "aviary"


def _version():
    with open(os.path.join(ROOT, "bindings", "python", "aviary", "__init__.py")) as f:
        return re.search(r'__version__ = "([^"]+)"', f.read()).group(1)


def _tag():
    impl = "cp" if sys.implementation.name == "cpython" else "py"
    py = "%s%d%d" % (impl, sys.version_info[0], sys.version_info[1])
    abi = py + getattr(sys, "abiflags", "")
    plat = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return "%s-%s-%s" % (py, abi, plat)


def _build_module():
    build = os.path.join(ROOT, "build-python", _tag())
    jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", "2")
    subprocess.run(["cmake", "-S", ROOT, "-B", build, "-DCMAKE_BUILD_TYPE=Release",
                    "-DAVIARY_PYTHON=ON", "-DAVIARY_BUILD_TESTS=OFF", "-DAVIARY_BUILD_TOOLS=OFF",
                    "-DAVIARY_INSTALL=OFF", "-DPython_EXECUTABLE=" + sys.executable],
                   check=True, stdout=sys.stderr)
    subprocess.run(["cmake", "--build", build, "--target", "aviary_python", "-j", jobs],
                   check=True, stdout=sys.stderr)
    return os.path.join(build, "python", NAME)


def _metadata(version):
    return ("Metadata-Version: 2.1\nName: %s\nVersion: %s\n"
            "Summary: A generic fairy-chess rules engine: python-chess style API and a pyffish drop-in\n"
            "License: MIT\nRequires-Python: >=3.8\n" % (NAME, version))


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    package = _build_module()
    version, tag = _version(), _tag()
    dist_info = "%s-%s.dist-info" % (NAME, version)
    wheel_name = "%s-%s-%s.whl" % (NAME, version, tag)
    records = []
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w", zipfile.ZIP_DEFLATED) as z:
        def add(arcname, data):
            z.writestr(arcname, data)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            records.append("%s,sha256=%s,%d" % (arcname, digest, len(data)))

        for name in sorted(os.listdir(package)):
            path = os.path.join(package, name)
            if os.path.isfile(path):
                with open(path, "rb") as f:
                    add(NAME + "/" + name, f.read())
        add(dist_info + "/METADATA", _metadata(version).encode())
        add(dist_info + "/WHEEL", ("Wheel-Version: 1.0\nGenerator: aviary_build\n"
                                   "Root-Is-Purelib: false\nTag: %s\n" % tag).encode())
        records.append(dist_info + "/RECORD,,")
        z.writestr(dist_info + "/RECORD", "\n".join(records) + "\n")
    return wheel_name


def build_sdist(sdist_directory, config_settings=None):
    version = _version()
    base = "%s-%s" % (NAME, version)
    skip = re.compile(r"^(build[^/]*|\.git|web/node_modules)(/|$)|__pycache__")

    def keep(info):
        rel = info.name[len(base) + 1:]
        return None if rel and skip.search(rel) else info

    with tarfile.open(os.path.join(sdist_directory, base + ".tar.gz"), "w:gz") as tar:
        tar.add(ROOT, arcname=base, filter=keep)
    return base + ".tar.gz"
