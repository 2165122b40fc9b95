# End-to-end CLI cases: name, expected exit status, input, expected stdout (tests/data/...).
# Inputs and answers under cli/ come from cli/make_cases.py (answers from its own independent
# lexicographic solver); bad/ holds one file per input error message.
sudosat_golden(boj2580 CODE 0 STDIN cli/boj2580.in EXPECT cli/boj2580.out ARGS solve)
sudosat_golden(boj2239 CODE 0 STDIN cli/boj2239.in EXPECT cli/boj2239.out ARGS solve)
sudosat_golden(empty9 CODE 0 STDIN cli/empty9.in EXPECT cli/empty9.out ARGS solve)
sudosat_golden(empty9_file CODE 0 EXPECT cli/empty9.out ARGS solve cli/empty9.in)

# Issue 4: dimacs, count, check (tests/data/tools).
sudosat_golden(dimacs_4x4 CODE 0 EXPECT tools/p4.cnf ARGS dimacs tools/p4.txt)
sudosat_golden(dimacs_4x4_stdin CODE 0 STDIN tools/p4.txt ARGS dimacs -o /dev/null)
sudosat_golden(dimacs_no_such_index CODE 3 ARGS dimacs --index 2 tools/p4.txt)
sudosat_golden(count_mixed CODE 3 EXPECT tools/mixed.count STDERR tools/mixed.stderr ARGS count tools/mixed.txt)
sudosat_golden(count_limit_1000 CODE 3 EXPECT tools/mixed.count1000 ARGS count --limit 1000 tools/mixed.txt)
sudosat_golden(count_bad_limit CODE 2 ARGS count --limit 0 tools/p4.txt)
sudosat_golden(check_mixed CODE 3 EXPECT tools/mixed.check STDERR tools/mixed.stderr ARGS check tools/mixed.txt)
sudosat_golden(check_unique CODE 0 ARGS check tools/p4.txt tools/hard.txt)
sudosat_golden(check_witness_line CODE 1 EXPECT tools/witness_line.out ARGS check --witness tools/unique_two.txt tools/two4.txt)
sudosat_golden(check_witness_grid CODE 1 EXPECT tools/witness_grid.out ARGS check --witness tools/two9.grid)
sudosat_golden(check_certify_two_files CODE 2 ARGS check --certify cert tools/p4.txt tools/hard.txt)
sudosat_golden(empty9_dash CODE 0 STDIN cli/empty9.in EXPECT cli/empty9.out ARGS solve -)

# Every format in and out, for each size: the output mirrors the input unless told otherwise.
foreach(n 4 6 9 12 16)
  foreach(in grid compact line)
    sudosat_golden(fmt${n}.${in} CODE 0 STDIN cli/fmt${n}.${in}.in EXPECT cli/fmt${n}.${in}.out
                   ARGS solve)
  endforeach()
  foreach(out grid compact line json)
    sudosat_golden(fmt${n}.line_to_${out} CODE 0 STDIN cli/fmt${n}.line.in
                   EXPECT cli/fmt${n}.${out}.out ARGS solve --output-format ${out})
  endforeach()
  sudosat_golden(fmt${n}.grid_to_compact CODE 0 STDIN cli/fmt${n}.grid.in
                 EXPECT cli/fmt${n}.compact.out ARGS solve --output-format compact)
  sudosat_golden(fmt${n}.compact_to_json CODE 0 STDIN cli/fmt${n}.compact.in
                 EXPECT cli/fmt${n}.json.out ARGS solve --output-format json)
  sudosat_golden(fmt${n}.forced_grid CODE 0 STDIN cli/fmt${n}.grid.in
                 EXPECT cli/fmt${n}.grid.out ARGS solve --input-format grid)
  sudosat_golden(fmt${n}.forced_compact CODE 0 STDIN cli/fmt${n}.compact.in
                 EXPECT cli/fmt${n}.compact.out ARGS solve --input-format compact)
  sudosat_golden(fmt${n}.forced_line CODE 0 STDIN cli/fmt${n}.line.in
                 EXPECT cli/fmt${n}.line.out ARGS solve --input-format line)
endforeach()
sudosat_golden(big25 CODE 0 STDIN cli/big25.in EXPECT cli/big25.out ARGS solve)
sudosat_golden(big36 CODE 0 STDIN cli/big36.in EXPECT cli/big36.out ARGS solve)
# 49x49 and 64x64 from bench/make_large.py 49 0.3 4914 and 64 0.3 6414: the 49x49 answer is the
# generating solution (propagation completes: unique); the 64x64 one has several solutions and
# its answer (through the SAT solver) is below the generating one (make_large.py 64 0.0 6414)
sudosat_golden(big49 CODE 0 STDIN cli/big49.in EXPECT cli/big49.out ARGS solve)
# The empty 36x36's smallest answer: the row-major search with all-different matching (972
# branches). A separate, trail-based implementation of that search written for the measurement
# gave the same grid (and the same for the empty 25x25, 49x49 and 64x64); the 25x25 one is also
# CaDiCaL's in-order answer (engine_fastsearch_test).
sudosat_golden(empty36 CODE 0 STDIN cli/empty36.in EXPECT cli/empty36.out ARGS solve)
sudosat_golden(big64 CODE 0 STDIN cli/big64.in EXPECT cli/big64.out ARGS solve)
sudosat_golden(big36_as_line CODE 3 STDIN cli/big36.in EXPECT cli/big36-line.out
               STDERR cli/big36-line.err ARGS solve --output-format line)

# A line batch: comments, CRLF, a bad length, a clash, an unsolvable puzzle without a clash,
# a 4x4 puzzle among the 9x9s, a bad symbol; every record in order, exit status 3.
sudosat_golden(batch CODE 3 STDIN cli/batch.in EXPECT cli/batch.out STDERR cli/batch.err
               ARGS solve)
sudosat_golden(batch_json CODE 3 STDIN cli/batch.in EXPECT cli/batch.json.out
               STDERR cli/batch.err ARGS solve --output-format json)
sudosat_golden(nosolution CODE 1 STDIN cli/nosol.in EXPECT cli/nosol.out STDERR cli/nosol.err
               ARGS solve)
sudosat_golden(grid_blocks CODE 1 STDIN cli/blocks.in EXPECT cli/blocks.out
               STDERR cli/blocks.err ARGS solve)
# Sixteen 4x4 line puzzles are also a 16x16 compact grid: detection says compact.
sudosat_golden(sixteen_lines CODE 0 STDIN cli/sixteen.in EXPECT cli/sixteen.out
               ARGS solve --input-format line)
sudosat_golden(sixteen_compact CODE 1 STDIN cli/sixteen.in EXPECT cli/sixteen.compact.out
               ARGS solve)
# Several files; a missing one is reported and skipped.
sudosat_golden(two_files CODE 3 EXPECT cli/two-files.out STDERR cli/two-files.err
               ARGS solve cli/fmt4.line.in bad/no-such-file.in cli/fmt6.line.in)

# --box: non-default boxes give other answers (or none) than the default ones.
sudosat_golden(box3x2 CODE 0 STDIN cli/box3x2.in EXPECT cli/box3x2.out ARGS solve --box 3x2)
sudosat_golden(box3x2_default CODE 1 STDIN cli/box3x2.in EXPECT cli/box3x2.default.out
               STDERR cli/box3x2.default.err ARGS solve)
sudosat_golden(box4x2 CODE 0 STDIN cli/box4x2.in EXPECT cli/box4x2.out ARGS solve --box 4x2)
sudosat_golden(box4x2_default CODE 0 STDIN cli/box4x2.in EXPECT cli/box4x2.default.out
               ARGS solve)
# --any on a puzzle with one solution is deterministic (validity elsewhere: cli_test).
sudosat_golden(any_unique CODE 0 STDIN cli/any-unique.in EXPECT cli/any-unique.out
               ARGS solve --any)

# Help and version exit 0; usage errors exit 2.
sudosat_golden(help CODE 0 ARGS --help)
sudosat_golden(solve_help CODE 0 ARGS solve --help)
sudosat_golden(version CODE 0 ARGS --version)
sudosat_golden(usage.no_subcommand CODE 2 ARGS)
sudosat_golden(usage.unknown_subcommand CODE 2 ARGS frobnicate)
sudosat_golden(usage.unknown_option CODE 2 ARGS solve --bogus)
sudosat_golden(usage.bad_box CODE 2 ARGS solve --box 7 cli/empty9.in)
sudosat_golden(usage.box_too_big CODE 2 ARGS solve --box 9x8 cli/empty9.in)
sudosat_golden(usage.bad_output_format CODE 2 ARGS solve --output-format xml cli/empty9.in)
sudosat_golden(usage.bad_input_format CODE 2 ARGS solve --input-format xml cli/empty9.in)
sudosat_golden(usage.bad_time_limit CODE 2 ARGS solve --time-limit -1 cli/empty9.in)
sudosat_golden(usage.missing_value CODE 2 ARGS solve cli/empty9.in --box)

# Bad input: one file per message under bad/ (NAME.in; NAME.err is the exact stderr and
# NAME.out the exact stdout: the record "error", after the good puzzles of a line batch).
set(SUDOSAT_BAD_INPUTS
  row-too-short row-too-long not-a-number not-a-number-bytes number-out-of-range missing-rows size-not-rxc
  size-above-64 compact-row-too-short compact-row-too-long compact-missing-rows
  compact-text-after-grid symbol-out-of-range symbol-bad-character symbol-control-byte
  line-wrong-length line-symbol-out-of-range line-size-not-rxc empty only-comments
  line-first-bad size-does-not-match-box)
foreach(bad ${SUDOSAT_BAD_INPUTS})
  if(bad STREQUAL "size-does-not-match-box")
    set(extra --box 2x3)
  else()
    set(extra)
  endif()
  sudosat_golden(bad.${bad} CODE 3 EXPECT bad/${bad}.out STDERR bad/${bad}.err
                 ARGS solve ${extra} bad/${bad}.in)
endforeach()
# Input bytes outside printable ASCII are quoted as \xNN, so the JSON record is valid too.
sudosat_golden(bad.not-a-number-bytes.json CODE 3 EXPECT bad/not-a-number-bytes.json.out
               STDERR bad/not-a-number-bytes.err ARGS solve --output-format json bad/not-a-number-bytes.in)
sudosat_golden(bad.missing-file CODE 3 EXPECT bad/empty.out STDERR bad/missing-file.err
               ARGS solve bad/no-such-file.in)
sudosat_golden(bad.directory CODE 3 EXPECT bad/empty.out STDERR bad/directory.err ARGS solve cli)
sudosat_golden(bad.directory_dimacs CODE 3 STDERR bad/directory.err ARGS dimacs cli)

# Input tolerance (tests/data/input): a UTF-8 byte order mark at the start of every kind of
# input (CRLF lines as Notepad saves them, a compact grid, Sudominoku, f-puzzles JSON and
# strings, a SAT solver's model for decode); every blank symbol (0 . _ - * x X) in the line
# and grid formats; UTF-16 named as such.
sudosat_golden(input.blanks CODE 0 EXPECT input/blanks.out ARGS solve input/blanks.in)
sudosat_golden(input.blanks_grid CODE 0 EXPECT input/blanks-grid.out ARGS solve input/blanks-grid.in)
sudosat_golden(input.bom_crlf CODE 0 EXPECT input/bom-crlf.out ARGS solve input/bom-crlf.in)
sudosat_golden(input.bom_crlf_stdin CODE 0 STDIN input/bom-crlf.in EXPECT input/bom-crlf.out ARGS solve)
sudosat_golden(input.bom_crlf_line CODE 0 EXPECT input/bom-crlf.out ARGS solve --input-format line input/bom-crlf.in)
sudosat_golden(input.bom_compact CODE 0 EXPECT cli/boj2239.out ARGS solve input/bom-compact.in)
sudosat_golden(input.bom_domino CODE 0 EXPECT cli/boj4574.out ARGS solve input/bom-domino.in)
sudosat_golden(input.bom_fpuzzles_json CODE 0 EXPECT input/bom-fpuzzles.out ARGS solve input/bom-fpuzzles.json)
sudosat_golden(input.bom_fpuzzles_string CODE 0 EXPECT input/bom-fpuzzles-string.out ARGS solve input/bom-fpuzzles-string.in)
sudosat_golden(input.bom_model CODE 0 EXPECT input/bom-p4.out ARGS decode tools/p4.txt input/bom-p4.model)
sudosat_golden(input.utf16 CODE 3 STDERR input/utf16.err ARGS solve input/utf16.in)

# sudosat read: what was understood of each puzzle (tests/data/read), a refused link in between.
sudosat_golden(read_killer CODE 0 EXPECT read/killer.out ARGS read read/killer.json)
sudosat_golden(read_mixed CODE 3 EXPECT read/mixed.out STDERR read/mixed.err ARGS read read/mixed.txt)
sudosat_golden(read_domino_fpuzzles CODE 3 EXPECT read/domino-fpuzzles.out STDERR read/domino-fpuzzles.err ARGS read --output-format fpuzzles read/domino.txt)
# SudokuPad links in its own format (scl): what was read, rules sentence by sentence, and the answers
sudosat_golden(read_sudokupad CODE 0 EXPECT read/sudokupad.out ARGS read read/sudokupad.txt)
sudosat_golden(solve_sudokupad CODE 0 EXPECT read/sudokupad-solve.out ARGS solve read/sudokupad.txt)
# a SudokuPad puzzle carrying its setter's solution that, as read, has another: refused; --as-read: the plain verdict
sudosat_golden(check_sudokupad_as_read CODE 3 EXPECT read/sudokupad-asread.out STDERR read/sudokupad-asread.err ARGS check read/sudokupad-asread.txt)
# setters' drafts without a rules text: refused; --as-drawn reads each drawing by its shape (bulb line: thermometer,
# cage: killer; a plain line stays refused) and labels every answer "as drawn"
sudosat_golden(check_sudokupad_drafts CODE 3 EXPECT read/sudokupad-drafts-check.out STDERR read/sudokupad-drafts-check.err ARGS check read/sudokupad-drafts.txt)
sudosat_golden(check_sudokupad_as_drawn CODE 3 EXPECT read/sudokupad-drafts-asdrawn.out STDERR read/sudokupad-drafts-asdrawn.err ARGS check --as-drawn read/sudokupad-drafts.txt)
sudosat_golden(read_sudokupad_as_drawn CODE 3 EXPECT read/sudokupad-drafts-read.out STDERR read/sudokupad-drafts-read.err ARGS read --as-drawn read/sudokupad-drafts.txt)
sudosat_golden(solve_sudokupad_as_drawn_json CODE 3 EXPECT read/sudokupad-drafts-solve.out STDERR read/sudokupad-drafts-solve.err ARGS solve --as-drawn --output-format json read/sudokupad-drafts.txt)
# a sentence with no rule's word (a story): refused without the setter's solution; with it, the
# solution judges the reading (unique with enough givens, "as read, not unique" on an empty grid)
sudosat_golden(check_sudokupad_story CODE 3 EXPECT read/sudokupad-story-check.out STDERR read/sudokupad-story-check.err ARGS check read/sudokupad-story.txt)
sudosat_golden(read_sudokupad_story CODE 3 EXPECT read/sudokupad-story-read.out STDERR read/sudokupad-story-read.err ARGS read read/sudokupad-story.txt)
sudosat_golden(check_sudokupad_as_read_plain CODE 1 EXPECT read/sudokupad-asread-plain.out ARGS check --as-read read/sudokupad-asread.txt)
# explain: a classic path (locked sets, pointing, claiming, X-wing, proofs over several houses),
# a killer path as JSON, and a hint
sudosat_golden(explain_classic CODE 0 EXPECT explain/top1465-1.out ARGS explain explain/top1465-1.txt)
sudosat_golden(explain_killer_json CODE 0 EXPECT explain/killer.jsonl ARGS explain --output-format json explain/killer.json)
sudosat_golden(explain_next CODE 0 EXPECT explain/next.out ARGS explain --next explain/top1465-1.txt)
# a swordfish (step 21) and two XY-wings (steps 34 and 37), with --verify
sudosat_golden(explain_xy_wing CODE 0 EXPECT explain/xy-wing.out ARGS explain --verify explain/xy-wing.txt)
# an X-wing (step 13), an XYZ-wing (14), a box and a line beyond pointing (15) and a forcing chain
# with its proof's lines (18), with --verify (a public SE 6.2 puzzle: bench/EXPLAIN_RESULTS.md)
sudosat_golden(explain_patterns CODE 0 EXPECT explain/patterns.out ARGS explain --verify explain/patterns.txt)
sudosat_golden(explain_domino CODE 3 EXPECT explain/domino.out STDERR explain/domino.err ARGS explain read/domino.txt)

# assist: the setter's assistant (docs/assist.md): why none (a core with a killer cage), unique-making
# digits and fewest givens, redundant givens and a minimal subset; JSON; Sudominoku refused
sudosat_golden(assist_none CODE 1 EXPECT assist/none.out ARGS assist assist/none.txt)
sudosat_golden(assist_killer_none CODE 1 EXPECT assist/killer-none.out ARGS assist assist/killer-none.json)
sudosat_golden(assist_multiple CODE 1 EXPECT assist/multiple.out ARGS assist assist/multiple.txt)
sudosat_golden(assist_unique CODE 0 EXPECT assist/unique.out ARGS assist assist/unique.txt)
sudosat_golden(assist_killer_json CODE 0 EXPECT assist/killer.jsonl ARGS assist --output-format json explain/killer.json)
sudosat_golden(assist_multiple_from_json CODE 1 EXPECT assist/multiple-from.jsonl
               ARGS assist --output-format json --why --unique-making --fewest-givens --same-digit
                    --from 341678952289345761576912438492831576853726194617459823725164389138297645964583217
                    assist/multiple.txt)
sudosat_golden(assist_domino CODE 3 EXPECT assist/domino.out STDERR assist/domino.err ARGS assist read/domino.txt)
# --rules-text: the puzzle read as if its rules text were the one given (VanDerWaal, a dev puzzle)
sudosat_golden(read_rules_text CODE 0 EXPECT read/rules-text-read.out STDERR read/rules-text-read.err ARGS read --rules-text "Normal 6x6 sudoku rules apply. Digits on a line are consecutive in any order and do not repeat." read/rules-text.txt)
sudosat_golden(read_rules_text_misread CODE 3 EXPECT read/rules-text-misread.out STDERR read/rules-text-misread.err ARGS read --rules-text "Normal sudoku rules apply. Lines are palindromes." read/rules-text.txt)
sudosat_golden(check_rules_text_unnamed CODE 3 EXPECT read/rules-text-unnamed.out STDERR read/rules-text-unnamed.err ARGS check --rules-text "Normal sudoku rules apply." read/rules-text.txt)

# Issue 45: killer cages with an inequality total, product cages, Latin squares. The puzzles
# (cli/cages45-*.txt, f-puzzles strings) were made by `sudosat generate` from templates drawn off a
# hidden grid: latin6 a 6x6 without regions and eight product cages, ineq6 and ineq9 inequality
# cages only, prod9 product cages only; each unique (the two 6x6 ones and their answers also by a
# throwaway Python brute force). --box none: a Latin square from the plain formats (576 of order 4).
foreach(p latin6 ineq6 prod9 ineq9)
  sudosat_golden(cages45.${p} CODE 0 EXPECT cli/cages45-${p}.out ARGS solve cli/cages45-${p}.txt)
endforeach()
sudosat_golden(cages45.check CODE 0 EXPECT cli/cages45.check
               ARGS check cli/cages45-latin6.txt cli/cages45-ineq6.txt cli/cages45-prod9.txt cli/cages45-ineq9.txt)
# The same puzzles (but latin6: SudokuPad draws regions) as SudokuPad links (cli/padcages-*.txt,
# scl): each cage labelled "<N", ">N" or "x24", the rules stating what the labels mean, the
# setter's solution in the metadata; read as their f-puzzles sources: the same answers, unique.
foreach(p ineq6 prod9 ineq9)
  sudosat_golden(padcages.${p} CODE 0 EXPECT cli/cages45-${p}.out ARGS solve cli/padcages-${p}.txt)
endforeach()
# Killer cages of equal sums (equalcagesums): five cages without totals, made by
# bench/variant/make_equal_cages.py 5 475; Interactive Sudoku Solver finds it unique with this answer.
sudosat_golden(equalcages9 CODE 0 EXPECT cli/equalcages9.out ARGS solve cli/equalcages9.txt)
sudosat_golden(cages45.latin4_count CODE 0 STDIN cli/latin4-blank.line.in EXPECT cli/latin4-blank.count
               ARGS count --limit 1000 --box none)
sudosat_golden(cages45.latin5_line CODE 0 STDIN cli/latin5.line.in EXPECT cli/latin5.line.out ARGS solve --box none)

# Issue 45: digit sets other than 1..n (tests/data/digits; docs/variants.md, "Digit sets").
# classic08 and classic-no4 are boj2239 with its digits written as 0-8 and as the values
# 0,1,2,3,5,6,7,8,9 (the answers too); killer05 is a 6x6 killer with the digits 0-5 whose
# answer is the grid it was drawn from (tests/data/digits/killer05.out).
sudosat_golden(digits.classic08 CODE 0 EXPECT digits/classic08.out ARGS solve --digits 0-8 digits/classic08.in)
sudosat_golden(digits.classic08_grid CODE 0 EXPECT digits/classic08.grid.out
               ARGS solve --digits 0-8 digits/classic08.grid.in)
sudosat_golden(digits.classic_no4 CODE 0 EXPECT digits/classic-no4.out
               ARGS solve --digits 0,1,2,3,5-9 digits/classic-no4.in)
sudosat_golden(digits.killer05 CODE 0 EXPECT digits/killer05.out ARGS solve digits/killer05.json)
sudosat_golden(digits.killer05_json CODE 0 EXPECT digits/killer05.json.out
               ARGS solve --output-format json digits/killer05.json)
sudosat_golden(digits.killer05_check CODE 0 EXPECT digits/unique.out ARGS check digits/killer05.json)
# --digits wins over the key: read as 1..6, the given 0 is no digit.
sudosat_golden(digits.killer05_as_1_6 CODE 3 ARGS check -q --digits 1-6 digits/killer05.json)
# Refusals and malformed sets: one file per message under bad/ (exit 3), and usage errors (2).
sudosat_golden(bad.digits-wrong-length CODE 3 EXPECT bad/digits-wrong-length.out
               STDERR bad/digits-wrong-length.err ARGS solve --digits 0-7 bad/digits-wrong-length.in)
sudosat_golden(bad.digits-not-a-digit CODE 3 EXPECT bad/digits-not-a-digit.out
               STDERR bad/digits-not-a-digit.err ARGS solve --digits 0-8 bad/digits-not-a-digit.in)
sudosat_golden(bad.digits-refused-kind CODE 3 EXPECT bad/digits-refused-kind.out
               STDERR bad/digits-refused-kind.err
               ARGS solve --digits 0-3 bad/digits-refused-kind.in)
sudosat_golden(usage.digits_twice CODE 2 ARGS solve --digits 1,1,2 digits/classic08.in)
sudosat_golden(usage.digits_not_a_number CODE 2 ARGS solve --digits 0-x digits/classic08.in)
sudosat_golden(usage.digits_backwards CODE 2 ARGS solve --digits 3,2 digits/classic08.in)
# explain, candidates, assist and render name values. classic08.explain is boj2239's path
# (cli/boj2239.in) with every digit one less; classic08-two (boj2239 as 0-8 without two givens:
# two solutions) has the candidates and the assistant's report of its 1..9 twin, each digit one
# less (compared when these files were made); killer05's path places every value of its answer
# (killer05.out) and rules out none of them, each step checked (--verify); its pictures draw its
# answer's values and step 3's eliminations (0-5: r1c3 <> 3 4 5, r2c3 <> 1 4 5).
sudosat_golden(digits.explain_classic08 CODE 0 EXPECT digits/classic08.explain
               ARGS explain --digits 0-8 digits/classic08.in)
sudosat_golden(digits.explain_killer05 CODE 0 EXPECT digits/killer05.explain ARGS explain --verify digits/killer05.json)
sudosat_golden(digits.explain_killer05_next CODE 0 EXPECT digits/killer05.next.jsonl
               ARGS explain --next --output-format json digits/killer05.json)
sudosat_golden(digits.candidates CODE 0 EXPECT digits/classic08-two.candidates
               ARGS candidates --digits 0-8 digits/classic08-two.in)
sudosat_golden(digits.candidates_json CODE 0 EXPECT digits/classic08-two.candidates.json
               ARGS candidates --digits 0-8 --limit 5 --output-format json digits/classic08-two.in)
sudosat_golden(digits.assist_multiple CODE 1 EXPECT digits/classic08-two.assist
               ARGS assist --digits 0-8 digits/classic08-two.in)
sudosat_golden(digits.assist_from CODE 1 EXPECT digits/classic08-two.from.jsonl
               ARGS assist --digits 0-8 --output-format json --fewest-givens --same-digit
                    --from 032547168461028357875613420280431675357806241614752803126370584508164732743285016
                    digits/classic08-two.in)
# --from is values: 9 is none of 0-8.
sudosat_golden(digits.assist_from_not_a_value CODE 3 ARGS assist --digits 0-8 --fewest-givens
               --from 932547168461028357875613420280431675357806241614752803126370584508164732743285016
               digits/classic08-two.in)
sudosat_golden(digits.assist_killer05 CODE 0 EXPECT digits/killer05.assist ARGS assist digits/killer05.json)
sudosat_golden(digits.render_killer05 CODE 0 EXPECT digits/killer05.svg ARGS render --solve digits/killer05.json)
sudosat_golden(digits.render_killer05_step3 CODE 0 EXPECT digits/killer05.step3.svg
               ARGS render --explain-step 3 digits/killer05.json)

# Issue 45: product lines and same parity lines. The puzzles (cli/lines45-*.txt, f-puzzles
# strings) were made by `sudosat generate --seed 45` from templates of lines drawn off a hidden
# grid: prod9 seven product lines (a digit repeats on several, e.g. 5 twice on the diagonal of
# product 100), par9 eight same parity lines; each unique, also by Interactive Sudoku Solver
# (bench/variant/to_iss.py: a Regex of the product's digit sequences; parity pairs), and each
# answer checked against the rules by a throwaway Python script.
foreach(p prod9 par9)
  sudosat_golden(lines45.${p} CODE 0 EXPECT cli/lines45-${p}.out ARGS solve cli/lines45-${p}.txt)
endforeach()
sudosat_golden(lines45.check CODE 0 EXPECT cli/lines45.check ARGS check cli/lines45-prod9.txt cli/lines45-par9.txt)
