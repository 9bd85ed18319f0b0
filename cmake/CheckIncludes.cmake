# The include rules of the layers: a file under src/<folder>/ may include headers only from the
# folders listed for it, so that an include against the direction of the layers fails the build
# (before anything compiles) with the file, the line and the rule. Run by the `ps_include_rules`
# target: cmake -DSRC=<src dir> -DSTAMP=<file> -P CheckIncludes.cmake
#
#   core <- search <- {crossword, sudoku, starbattle} <- app <- {server, cli}; render <- kinds
cmake_minimum_required(VERSION 3.20)
set(allowed_core core)
set(allowed_search core search)
set(allowed_render core render)
set(allowed_crossword core search render crossword)
set(allowed_sudoku core search render sudoku)
set(allowed_starbattle core search render starbattle)
set(allowed_app core search render crossword sudoku starbattle app)
set(allowed_server core search render crossword sudoku starbattle app server)
set(allowed_cli core search render crossword sudoku starbattle app server cli)

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
