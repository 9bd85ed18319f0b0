# Warning flags for every project target: -Wall -Wextra -Wpedantic -Wshadow -Wconversion, as
# errors, so the build stays warning-free with g++ 12 and clang 14.
function(ps_warnings target)
  target_compile_options(${target} PRIVATE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wnon-virtual-dtor
    -Wold-style-cast -Woverloaded-virtual -Werror)
endfunction()
