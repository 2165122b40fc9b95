# Issue 13: sudosat candidates (tests/data/candidates). Expected outputs were checked by hand
# against the puzzles' solutions; tests/cli_test.cpp compares JSON candidates with the
# independent reference on random puzzles.
sudosat_golden(candidates_two4_limit CODE 0 EXPECT candidates/two4.limit3.out ARGS candidates --limit 3 candidates/two4.txt)
sudosat_golden(candidates_two4_json CODE 0 STDIN candidates/two4.txt EXPECT candidates/two4.json.out ARGS candidates --output-format json --limit 3 candidates/two4.txt)
sudosat_golden(candidates_mixed CODE 3 EXPECT candidates/mixed.out STDERR candidates/mixed.err ARGS candidates tools/mixed.txt)
sudosat_golden(candidates_nosol CODE 1 EXPECT candidates/nosol.out STDERR candidates/nosol.err ARGS candidates candidates/nosol.txt)
sudosat_golden(candidates_domino CODE 0 EXPECT candidates/domino.out ARGS candidates candidates/domino.in)
sudosat_golden(candidates_rules CODE 0 EXPECT candidates/empty6.nonconsecutive.out ARGS candidates --rules nonconsecutive --limit 10 candidates/empty6.txt)
sudosat_golden(candidates_fpuzzles_json CODE 0 EXPECT candidates/killer6.json.out ARGS candidates --output-format json candidates/killer6.txt)
sudosat_golden(candidates_bad_limit CODE 2 ARGS candidates --limit 0 candidates/two4.txt)
sudosat_golden(candidates_bad_format CODE 2 ARGS candidates --output-format grid candidates/two4.txt)
sudosat_golden(candidates_jobs CODE 3 EXPECT candidates/mixed.out ARGS candidates -j 2 tools/mixed.txt)
