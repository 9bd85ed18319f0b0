# The include rules of the layers: a file under src/<folder>/ may include headers only from the
# folders listed for it, so that an include against the direction of the layers fails the build
# (before anything compiles) with the file, the line and the rule. Run by the `ps_include_rules`
# target: cmake -DSRC=<src dir> -DSTAMP=<file> -P CheckIncludes.cmake
#
#   core <- search <- render <- kind <- crossword (the model) <- kinds <- app <- {server, cli}
#   <- api, the public API's implementation over app's verbs (its headers: include/puzzlesmith/)
#
# A folder not named below is a puzzle kind (sudoku, starbattle, fillin, layout, gridfill, ...):
# it may include the layers below it, the crossword model and itself, never another kind, so a
# new kind needs no line here.
cmake_minimum_required(VERSION 3.20)
set(layers core search render kind crossword app server cli api)
set(allowed_core core)
set(allowed_search core search)
set(allowed_render core render)
set(allowed_kind core render kind)
set(allowed_crossword core search render kind crossword)
set(kind_base core search render kind crossword)

file(GLOB children RELATIVE ${SRC} ${SRC}/*)
set(kinds "")
foreach(child ${children})
  if(IS_DIRECTORY ${SRC}/${child} AND NOT child IN_LIST layers)
    list(APPEND kinds ${child})
    set(allowed_${child} ${kind_base} ${child})
  endif()
endforeach()
set(allowed_app core search render kind crossword ${kinds} app)
set(allowed_api core search render kind crossword ${kinds} app api)
set(allowed_server ${allowed_app} server)
set(allowed_cli ${allowed_app} server cli)

file(GLOB_RECURSE files RELATIVE ${SRC} ${SRC}/*.h ${SRC}/*.cc)
set(errors "")
foreach(f ${files})
  string(REGEX MATCH "^[^/]+" folder "${f}")
  if(NOT DEFINED allowed_${folder})
    string(APPEND errors "src/${f}: the folder '${folder}' has no include rule in cmake/CheckIncludes.cmake\n")
    continue()
  endif()
  file(STRINGS ${SRC}/${f} lines REGEX "^#include \"")
  foreach(line ${lines})
    string(REGEX MATCH "^#include \"([^/\"]+)/" m "${line}")
    if(NOT m)
      continue()
    endif()
    set(target ${CMAKE_MATCH_1})
    if(NOT target IN_LIST allowed_${folder})
      string(REPLACE ";" ", " list "${allowed_${folder}}")
      string(APPEND errors
        "src/${f}: ${line}: ${folder} may include only ${list} (the layers in cmake/CheckIncludes.cmake)\n")
    endif()
  endforeach()
endforeach()
if(errors)
  message(FATAL_ERROR "Includes against the layers:\n${errors}")
endif()
file(WRITE ${STAMP} "ok\n")
