# End-to-end CLI cases: name, expected exit status, input, expected stdout (tests/data/...).
sudosat_golden(boj2580 CODE 0 STDIN cli/boj2580.in EXPECT cli/boj2580.out ARGS solve)
sudosat_golden(boj2239 CODE 0 STDIN cli/boj2239.in EXPECT cli/boj2239.out ARGS solve)
sudosat_golden(empty9 CODE 0 STDIN cli/empty9.in EXPECT cli/empty9.out ARGS solve)
sudosat_golden(empty9_file CODE 0 EXPECT cli/empty9.out ARGS solve cli/empty9.in)
