# Threaded and streaming batches (cli/batch.cpp): the same answers in the same order whatever
# the number of workers or the way the input is split.
set(SUDOSAT_EXE_PATH $<TARGET_FILE:sudosat>)

# sudosat_same(<name> CODE <exit> [CODE_B <exit of B>] [LINES <n>] A <command> B <command>)
# "@EXE@" in the commands stands for the sudosat binary; they run in tests/data.
function(sudosat_same name)
  cmake_parse_arguments(S "" "CODE;CODE_B;LINES;A;B" "" ${ARGN})
  string(REPLACE "@EXE@" "${SUDOSAT_EXE_PATH}" a "${S_A}")
  string(REPLACE "@EXE@" "${SUDOSAT_EXE_PATH}" b "${S_B}")
  add_test(NAME batch.${name}
           COMMAND ${CMAKE_COMMAND} "-DCMD_A=${a}" "-DCMD_B=${b}" -DCODE=${S_CODE} -DCODE_B=${S_CODE_B}
                   -DLINES=${S_LINES} -DDATA=${CMAKE_CURRENT_SOURCE_DIR}/data
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/same_output.cmake)
endfunction()

# 302 lines: unique and multi-solution 9x9 puzzles, a bad line (121) and a clash (202).
# Order and every answer are the same with 1, 2 and 7 workers; the bad lines cost only
# their own answers ("error", "no solution"), and the exit status is the worst (3).
# (Lexmin answers are unique; --any answers to puzzles with several solutions depend on each
# worker's solver history, so they are compared on lexmin.)
sudosat_same(jobs2_order CODE 3 LINES 302
             A "@EXE@ solve -j 1 batch/mixed302.txt" B "@EXE@ solve -j 2 batch/mixed302.txt")
sudosat_same(jobs7_order CODE 3 LINES 302
             A "@EXE@ solve -j 1 batch/mixed302.txt" B "@EXE@ solve -j 7 < batch/mixed302.txt")
sudosat_golden(batch_bad_lines CODE 3 STDIN batch/bad_lines.in EXPECT batch/bad_lines.out
               ARGS solve -j 2)

# A puzzle that runs out of --time-limit answers "unknown" (exit 4); the others are solved.
sudosat_golden(batch_time_limit CODE 4 EXPECT batch/timeout.out
               ARGS solve -j 2 --quiet --time-limit 0.3 batch/timeout.txt)

# Worker mode: GNU parallel splits the input into chunks of 100 lines, runs one sudosat per
# chunk and keeps the order (-k); the result is the direct run's. (parallel exits with the
# number of failed jobs: here the two chunks holding the bad lines.)
find_program(GNU_PARALLEL parallel)
if(GNU_PARALLEL)
  sudosat_same(gnu_parallel CODE 3 CODE_B 2 LINES 302
               A "@EXE@ solve -j 1 batch/mixed302.txt"
               B "${GNU_PARALLEL} --will-cite --pipe -N 100 -k @EXE@ solve -j 1 < batch/mixed302.txt")
endif()

# A file that cannot be opened after a full window of puzzles (256 per worker): its message
# comes in order and the batch ends (no hang), exit status 3.
sudosat_same(missing_file_after_window CODE 3 LINES 302
             A "@EXE@ solve -j 1 batch/mixed302.txt"
             B "@EXE@ solve -j 1 batch/mixed302.txt batch/no-such-file.txt")
