# End-to-end CLI cases: name, expected exit status, input, expected stdout (tests/data/...).
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
