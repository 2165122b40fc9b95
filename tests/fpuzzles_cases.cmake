# f-puzzles input errors through the command line: one malformed file per message under
# tests/data/fpuzzles/bad, each with the exact message in <name>.err (the unit test
# formats_fpuzzles_test reads the same files). Exit status 3, the message on stderr, "error" in
# place of the answer. Run in tests/data/fpuzzles so that messages name "bad/<file>".
file(GLOB fpuzzles_bad RELATIVE ${CMAKE_CURRENT_SOURCE_DIR}/data/fpuzzles/bad
     ${CMAKE_CURRENT_SOURCE_DIR}/data/fpuzzles/bad/*)
foreach(f ${fpuzzles_bad})
  if(f MATCHES "\\.err$" OR f STREQUAL "empty.txt")
    continue()
  endif()
  string(REGEX REPLACE "\\.[a-z]+$" "" name ${f})
  add_test(NAME golden.fpuzzles.${name}
           COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:sudosat>
                   "-DARGS=solve\;-q\;--input-format\;fpuzzles\;bad/${f}" -DCODE=3
                   -DSTDERR=bad/${name}.err -DDATA=${CMAKE_CURRENT_SOURCE_DIR}/data/fpuzzles
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/golden.cmake)
endforeach()
# The empty file is the reader's own message (no format to detect from).
sudosat_golden(fpuzzles.empty CODE 3 ARGS solve --input-format fpuzzles fpuzzles/bad/empty.txt)
