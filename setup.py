"""Builds the extension sudosat._sudosat with the project's own CMake build (target
sudosat_python) and packages it with python/sudosat/. Used by `pip install .` (pyproject.toml).

Environment: SUDOSAT_CMAKE_ARGS adds arguments to the CMake configure step; the build uses
CMAKE_BUILD_PARALLEL_LEVEL jobs (default 2).
"""
import glob
import os
import shlex
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.abspath(__file__))


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build = os.path.abspath(os.path.join(self.build_temp, "cmake"))
        configure = ["cmake", "-S", ROOT, "-B", build, "-DCMAKE_BUILD_TYPE=Release",
                     "-DSUDOSAT_TESTS=OFF", "-DPython_EXECUTABLE=" + sys.executable]
        try:  # pybind11's CMake files, wherever this interpreter has them
            import pybind11
            configure.append("-Dpybind11_DIR=" + pybind11.get_cmake_dir())
        except ImportError:
            pass
        configure += shlex.split(os.environ.get("SUDOSAT_CMAKE_ARGS", ""))
        subprocess.check_call(configure)
        env = dict(os.environ)
        env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", "2")
        subprocess.check_call(["cmake", "--build", build, "--target", "sudosat_python"], env=env)
        built = glob.glob(os.path.join(build, "python", "sudosat", "_sudosat*.so"))
        if not built:
            sys.exit("setup.py: the CMake build made no sudosat/_sudosat*.so (is pybind11 installed?)")
        target = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(built[0], target)


setup(
    packages=["sudosat"],
    package_dir={"": "python"},
    ext_modules=[Extension("sudosat._sudosat", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    zip_safe=False,
)
