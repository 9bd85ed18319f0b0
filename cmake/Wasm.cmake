# The WebAssembly engine's build (the `wasm` preset: Debian's emscripten, its CMake toolchain),
# read by CMakeLists.txt in place of the native find_package calls. emcc is given the folders of
# the header-only libraries alone (fmt, with FMT_HEADER_ONLY, and nlohmann-json), through a
# folder of links: the whole /usr/include would bring glibc's headers, which break the build.
# Only the library's layers, the kinds, the app layer's verbs and src/wasm are built: no command,
# server, SQLite, threads, tests or Python (the preset turns those off).
set(ps_wasm_include ${PROJECT_BINARY_DIR}/wasm-include)
file(MAKE_DIRECTORY ${ps_wasm_include})
foreach(dir fmt nlohmann)
  if(NOT EXISTS /usr/include/${dir})
    message(FATAL_ERROR "/usr/include/${dir} is missing: scripts/install-deps --web installs it")
  endif()
  file(CREATE_LINK /usr/include/${dir} ${ps_wasm_include}/${dir} SYMBOLIC)
endforeach()
add_library(fmt::fmt INTERFACE IMPORTED)
set_target_properties(fmt::fmt PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${ps_wasm_include}
  INTERFACE_COMPILE_DEFINITIONS FMT_HEADER_ONLY)
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
set_target_properties(nlohmann_json::nlohmann_json PROPERTIES
  INTERFACE_INCLUDE_DIRECTORIES ${ps_wasm_include})
# Exceptions as WebAssembly's own (Chromium 95 and later, Node.js 17 and later): nlohmann-json's
# parser and a .get<T>() of the wrong type throw, and the API's Guard (api/kinds.cc) turns
# what is thrown into an error as it does natively. emcc's default would abort instead, and its
# JavaScript exceptions (-fexceptions) slow every call that may throw.
add_compile_options(-fwasm-exceptions)
add_link_options(-fwasm-exceptions)
# One module linked statically: the position-independent code the native library asks of its
# layers (for a shared libpuzzlesmith) would only slow the engine.
add_compile_options(-fno-PIC)
