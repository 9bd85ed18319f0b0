# `cmake --install`: the library (libpuzzlesmith.so.0 and its headers under
# include/puzzlesmith/), the CMake package (find_package(puzzlesmith), target
# puzzlesmith::puzzlesmith), the pkg-config file (puzzlesmith.pc), the Python module, and the
# puzzlesmith command with its server when they are built. Each file belongs to a component,
# one Debian package each (cmake/Package.cmake): lib (the shared library), dev (headers, CMake
# package, .pc, the library's link name and a static library), cli (the command, the server,
# the manual page and the completions), python (the module; not packaged).
include(CMakePackageConfigHelpers)

set(PUZZLESMITH_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/puzzlesmith)
set(PUZZLESMITH_EXPORTED puzzlesmith_lib)
if(NOT PUZZLESMITH_SHARED)
  # A static libpuzzlesmith.a needs the internal libraries it was made from (and they need fmt,
  # nlohmann_json, and with the crosswords zlib and pugixml, found again by
  # puzzlesmithConfig.cmake).
  get_property(ps_kinds GLOBAL PROPERTY PS_KINDS)
  list(TRANSFORM ps_kinds PREPEND ps_)
  list(APPEND PUZZLESMITH_EXPORTED ps_core ps_search ps_render ps_kind ps_app_core ps_kinds
       ${ps_kinds})
  if(PUZZLESMITH_CROSSWORDS)
    list(APPEND PUZZLESMITH_EXPORTED ps_crossword)
  endif()
endif()
install(TARGETS ${PUZZLESMITH_EXPORTED} EXPORT puzzlesmithTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT lib NAMELINK_COMPONENT dev
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
set(PUZZLESMITH_HEADERS puzzlesmith.h result.h export.h kinds.h sudoku.h starbattle.h)
if(PUZZLESMITH_CROSSWORDS)
  list(APPEND PUZZLESMITH_HEADERS crossword.h)
endif()
list(TRANSFORM PUZZLESMITH_HEADERS PREPEND ${PROJECT_SOURCE_DIR}/include/puzzlesmith/)
install(FILES ${PUZZLESMITH_HEADERS} ${PROJECT_BINARY_DIR}/include/puzzlesmith/version.h
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/puzzlesmith COMPONENT dev)

install(EXPORT puzzlesmithTargets NAMESPACE puzzlesmith:: DESTINATION ${PUZZLESMITH_CMAKE_DIR}
  COMPONENT dev)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/puzzlesmithConfig.cmake.in
  ${PROJECT_BINARY_DIR}/puzzlesmithConfig.cmake INSTALL_DESTINATION ${PUZZLESMITH_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/puzzlesmithConfigVersion.cmake
  COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/puzzlesmithConfig.cmake
  ${PROJECT_BINARY_DIR}/puzzlesmithConfigVersion.cmake DESTINATION ${PUZZLESMITH_CMAKE_DIR}
  COMPONENT dev)

# pkg-config: a shared library needs nothing more; a static one lists what it was made from.
if(PUZZLESMITH_SHARED)
  set(PUZZLESMITH_PC_LIBS_PRIVATE "")
  set(PUZZLESMITH_PC_REQUIRES_PRIVATE "")
else()
  # The app layer, the list of kinds and the kinds (ps_kind lines of src/CMakeLists.txt), then
  # what they stand on.
  get_property(ps_kinds GLOBAL PROPERTY PS_KINDS)
  list(TRANSFORM ps_kinds PREPEND "-lps_")
  list(JOIN ps_kinds " " ps_kinds)
  set(PUZZLESMITH_PC_LIBS_PRIVATE "-lps_app_core -lps_kinds ${ps_kinds}")
  if(PUZZLESMITH_CROSSWORDS)
    string(APPEND PUZZLESMITH_PC_LIBS_PRIVATE " -lps_crossword")
  endif()
  string(APPEND PUZZLESMITH_PC_LIBS_PRIVATE " -lps_kind -lps_render -lps_search -lps_core")
  if(PUZZLESMITH_CROSSWORDS)
    string(APPEND PUZZLESMITH_PC_LIBS_PRIVATE " -lz")
    set(PUZZLESMITH_PC_REQUIRES_PRIVATE "fmt, pugixml")
  else()
    set(PUZZLESMITH_PC_REQUIRES_PRIVATE "fmt")
  endif()
  if(CMAKE_DL_LIBS)
    string(APPEND PUZZLESMITH_PC_LIBS_PRIVATE " -l${CMAKE_DL_LIBS}")
  endif()
endif()
# The prefix from the .pc file's own folder: lib/pkgconfig -> ../..
string(REGEX REPLACE "[^/]+" ".." PUZZLESMITH_PC_UP "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
configure_file(${PROJECT_SOURCE_DIR}/cmake/puzzlesmith.pc.in ${PROJECT_BINARY_DIR}/puzzlesmith.pc
               @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/puzzlesmith.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig
  COMPONENT dev)

if(PUZZLESMITH_BUILD_CLI)
  install(TARGETS puzzlesmith RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT cli)
  # Written by the build (src/CMakeLists.txt, cmake/CliDocs.cmake), to the standard places.
  install(FILES ${PROJECT_BINARY_DIR}/share/man/man1/puzzlesmith.1
          DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT cli)
  install(FILES ${PROJECT_BINARY_DIR}/share/bash-completion/completions/puzzlesmith
          DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/bash-completion/completions COMPONENT cli)
  install(FILES ${PROJECT_BINARY_DIR}/share/zsh/site-functions/_puzzlesmith
          DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/zsh/site-functions COMPONENT cli)
  install(FILES ${PROJECT_BINARY_DIR}/share/fish/vendor_completions.d/puzzlesmith.fish
          DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/fish/vendor_completions.d COMPONENT cli)
endif()
if(PUZZLESMITH_BUILD_SERVER)
  install(TARGETS puzzlesmith-server RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT cli)
endif()
