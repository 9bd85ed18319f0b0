# Less optimization for the code of the tests themselves (the test programs and the fuzz
# replays), which halves or better its compile time: the two builds are most of `make test`'s
# time, and the tests' own code is a small part of their run time. It is compiled with -O0 in a
# Release build and in the sanitizer build (where -O0 also finds more). The library (solvers,
# generators, graders, parsers) and the programs users run (the command, the server) keep the
# build's optimization; a debug build is left as it is.
#
# One catch, and its answer. An inline function of a header (a template's member, say) is
# compiled again in every file that uses it, and the linker keeps the first copy it meets: the
# program's own objects come before the libraries, so the library's solvers would call the -O0
# copies made in a test's files (measured in whole sanitizer runs: a Star Battle property test
# took 83 s, against 50 s with the answer below). So a test program links this project's static libraries whole and first, before
# its own objects, and the library's optimized copies are the ones kept.
function(ps_light_optimization target)
  if(NOT (PS_SANITIZE OR CMAKE_BUILD_TYPE STREQUAL "Release"))
    return()
  endif()
  target_compile_options(${target} PRIVATE -O0)
  # At the end of the configure, when every target has all its libraries.
  # (EVAL, so that the name is written into the deferred call now.)
  cmake_language(EVAL CODE
    "cmake_language(DEFER DIRECTORY [[${PROJECT_SOURCE_DIR}]] CALL _ps_link_libraries_first [[${target}]])")
endfunction()

# The project's static libraries TARGET links, directly or through others.
function(_ps_static_libraries target out)
  set(found "")
  set(seen "")
  get_target_property(todo ${target} LINK_LIBRARIES)
  while(todo)
    list(POP_FRONT todo lib)
    string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" lib "${lib}")
    if(NOT TARGET "${lib}" OR lib IN_LIST seen)
      continue()
    endif()
    list(APPEND seen ${lib})
    get_target_property(imported ${lib} IMPORTED)
    if(imported)
      continue()
    endif()
    get_target_property(type ${lib} TYPE)
    # The default list of kinds stays an archive on the link line, after the objects: a program
    # that names its own list (ps_kind_list, src/CMakeLists.txt) then keeps its own.
    get_target_property(kind_list ${lib} PS_KIND_LIST)
    if(type STREQUAL "STATIC_LIBRARY" AND NOT kind_list)
      list(APPEND found ${lib})
    endif()
    get_target_property(more ${lib} INTERFACE_LINK_LIBRARIES)
    if(more)
      list(APPEND todo ${more})
    endif()
  endwhile()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

function(_ps_link_libraries_first target)
  _ps_static_libraries(${target} libs)
  if(NOT libs)
    return()
  endif()
  set(files "")
  foreach(lib ${libs})
    list(APPEND files $<TARGET_FILE:${lib}>)
  endforeach()
  # Link options come before the program's objects on the link line.
  target_link_options(${target} PRIVATE LINKER:--whole-archive ${files} LINKER:--no-whole-archive)
endfunction()
