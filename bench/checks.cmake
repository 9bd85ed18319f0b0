# The independent checks' programs (scripts/bench-checks). tdoku (BSD 2-Clause,
# github.com/t-dillon/tdoku) is read from PS_CHECKS_TDOKU_DIR and compiled with our compiler and
# flags (Release: -O3, -mpopcnt when the machine has it, no -march, so tdoku takes its SSE2
# path); its code is never copied into this repository.
set(PS_CHECKS_TDOKU_DIR "${CMAKE_SOURCE_DIR}/../shared/peers/tdoku"
    CACHE PATH "tdoku's source folder, for the independent Sudoku check of make bench")
if(EXISTS "${PS_CHECKS_TDOKU_DIR}/src/solver_dpll_triad_simd.cc")
  add_library(ps_checks_tdoku STATIC
    "${PS_CHECKS_TDOKU_DIR}/src/solver_dpll_triad_simd.cc" "${PS_CHECKS_TDOKU_DIR}/src/util.cc")
  target_include_directories(ps_checks_tdoku PUBLIC "${PS_CHECKS_TDOKU_DIR}/include"
                                                    "${PS_CHECKS_TDOKU_DIR}/src")
  target_compile_options(ps_checks_tdoku PRIVATE -w)  # their code, their warnings
  add_executable(ps_check_sudoku_tdoku check_sudoku_tdoku.cc)
  target_link_libraries(ps_check_sudoku_tdoku PRIVATE ps_checks_tdoku nlohmann_json::nlohmann_json)
  ps_warnings(ps_check_sudoku_tdoku)
else()
  message(STATUS "tdoku not found in ${PS_CHECKS_TDOKU_DIR}: make bench's independent Sudoku check is skipped")
endif()
