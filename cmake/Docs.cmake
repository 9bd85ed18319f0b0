# The reference of the public API (include/puzzlesmith/) by Doxygen (Debian's doxygen): the
# `docs` target writes HTML to PUZZLESMITH_DOCS_DIR/html (`make docs`: build/docs/html), and
# Doxyfile.check is the same with every warning an error, run by the test
# docs_reference_without_warnings (an undocumented public member or a broken reference fails it).
find_program(PS_DOXYGEN doxygen)
set(PUZZLESMITH_DOCS_DIR ${PROJECT_BINARY_DIR}/docs CACHE PATH
    "Where the docs target writes the library reference (html/ inside it)")
set(PUZZLESMITH_DOCS_OUT ${PUZZLESMITH_DOCS_DIR})
set(PUZZLESMITH_DOCS_WARN_AS_ERROR NO)
configure_file(${PROJECT_SOURCE_DIR}/docs/Doxyfile.in ${PROJECT_BINARY_DIR}/Doxyfile @ONLY)
set(PUZZLESMITH_DOCS_OUT ${PROJECT_BINARY_DIR}/docs-check)
set(PUZZLESMITH_DOCS_WARN_AS_ERROR YES)
configure_file(${PROJECT_SOURCE_DIR}/docs/Doxyfile.in ${PROJECT_BINARY_DIR}/Doxyfile.check @ONLY)
if(PS_DOXYGEN)
  add_custom_target(docs
    COMMAND ${PS_DOXYGEN} ${PROJECT_BINARY_DIR}/Doxyfile
    COMMAND ${CMAKE_COMMAND} -E echo "The library reference: ${PUZZLESMITH_DOCS_DIR}/html/index.html"
    COMMENT "Writing the library reference with Doxygen" VERBATIM)
else()
  add_custom_target(docs
    COMMAND ${CMAKE_COMMAND} -E echo "doxygen is not installed (scripts/install-deps installs it)"
    COMMAND ${CMAKE_COMMAND} -E false VERBATIM)
endif()
