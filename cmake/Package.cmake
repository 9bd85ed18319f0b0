# Debian packages with CPack (`make package`, or `cpack` in the build folder): four .deb files
# in <build>/packages/, one per install component of cmake/Install.cmake and python/:
#   libpuzzlesmithMAJOR  the shared library libpuzzlesmith.so.MAJOR (its SONAME)
#   libpuzzlesmith-dev   headers, CMake package, puzzlesmith.pc, the libpuzzlesmith.so link
#   puzzlesmith          the command, the web app's server (the pages are inside it), the manual
#                        page and the bash, zsh and fish completions
#   python3-puzzlesmith  the Python module, in /usr/lib/python3/dist-packages (component python3;
#                        when the module is built)
# Installed under /usr. Depends come from dpkg-shlibdeps (the libraries the binaries link), plus
# what is loaded at run time: libcairo2 (PDF output opens it when the first PDF is written) and
# the font cairo draws with; the Python module also needs the python3 it was built for.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME puzzlesmith)
set(CPACK_PACKAGE_VENDOR "the puzzlesmith authors")
set(CPACK_PACKAGE_CONTACT "the puzzlesmith authors <puzzlesmith@localhost>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
# No CPACK_PACKAGE_DESCRIPTION_SUMMARY: CPack would put it above each package's own summary.
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_PACKAGE_DIRECTORY ${PROJECT_BINARY_DIR}/packages)
set(CPACK_COMPONENTS_ALL lib dev cli)
if(PUZZLESMITH_BUILD_PYTHON)
  list(APPEND CPACK_COMPONENTS_ALL python3)
endif()
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # NAME_VERSION-REVISION_ARCH.deb
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)

set(PS_DEB_LIB libpuzzlesmith${PROJECT_VERSION_MAJOR})
set(PS_DEB_VERSION "${PROJECT_VERSION}-${CPACK_DEBIAN_PACKAGE_RELEASE}")

set(CPACK_DEBIAN_LIB_PACKAGE_NAME ${PS_DEB_LIB})
set(CPACK_DEBIAN_LIB_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)  # for the packages with a shared library: lib
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")
string(JOIN "" CPACK_DEBIAN_LIB_DESCRIPTION
    "puzzlesmith library: Sudoku, Star Battle and crosswords\n"
    "Solve, count, grade and generate Sudoku and Star Battle puzzles, read and write crossword\n"
    "files, solve fill-in puzzles and lay out word lists as crosswords. The shared library.")

set(CPACK_DEBIAN_DEV_PACKAGE_NAME libpuzzlesmith-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "${PS_DEB_LIB} (= ${PS_DEB_VERSION})")
string(JOIN "" CPACK_DEBIAN_DEV_DESCRIPTION
    "puzzlesmith library: development files\n"
    "The C++ headers (include/puzzlesmith), the CMake package (find_package(puzzlesmith)) and\n"
    "the pkg-config file (puzzlesmith.pc) for programs that use libpuzzlesmith.")

set(CPACK_DEBIAN_CLI_PACKAGE_NAME puzzlesmith)
set(CPACK_DEBIAN_CLI_PACKAGE_DEPENDS "libcairo2, fonts-dejavu-core")
string(JOIN "" CPACK_DEBIAN_CLI_DESCRIPTION
    "make and solve Sudoku, Star Battle and crosswords\n"
    "The puzzlesmith command: solve, grade, hint and generate Sudoku and Star Battle puzzles,\n"
    "fill-in puzzles, crossword layouts and grid fills, convert and print crossword files.\n"
    "puzzlesmith serve starts a local web app to make, play and print them.")

# The module is built for one Python ABI (python3.X): Debian's python3 of that version, as
# dh_python3 writes it for an extension module.
if(PUZZLESMITH_BUILD_PYTHON)
  string(REPLACE "." ";" ps_python_version "${PUZZLESMITH_PYTHON_VERSION}")
  list(GET ps_python_version 0 ps_python_major)
  list(GET ps_python_version 1 ps_python_minor)
  math(EXPR ps_python_next "${ps_python_minor} + 1")
  # dpkg-shlibdeps must find the module's libpuzzlesmith.so.MAJOR (not installed on the machine
  # that builds the packages): in this build. The Depends on its package is the one below.
  get_target_property(ps_lib_dir puzzlesmith_lib BINARY_DIR)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${ps_lib_dir})
  set(CPACK_DEBIAN_PYTHON3_PACKAGE_NAME python3-puzzlesmith)
  set(CPACK_DEBIAN_PYTHON3_PACKAGE_SECTION python)
  set(CPACK_DEBIAN_PYTHON3_PACKAGE_DEPENDS
      "${PS_DEB_LIB} (= ${PS_DEB_VERSION}), python3 (>= ${PUZZLESMITH_PYTHON_VERSION}~), python3 (<< ${ps_python_major}.${ps_python_next})")
  string(JOIN "" CPACK_DEBIAN_PYTHON3_DESCRIPTION
      "puzzlesmith library: Python 3 module\n"
      "import puzzlesmith: solve, count, grade and generate Sudoku and Star Battle puzzles, read\n"
      "and write crossword files, solve fill-in puzzles and lay out word lists as crosswords.")
endif()

include(CPack)
