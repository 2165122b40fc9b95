# Sudominoku (BOJ 4574) tests: parser, encoder counts, randomized cross-check against a plain
# backtracking reference, and the CLI on the sample and on bad inputs (tests/data/domino).
sudosat_test(model_domino_test model_domino_test.cpp LIBS sudosat::formats)
sudosat_test(encoder_domino_test encoder_domino_test.cpp LIBS sudosat::encoder sudosat::engine)
sudosat_test(engine_domino_test engine_domino_test.cpp domino_reference.cpp LIBS sudosat::engine)
sudosat_test(cli_domino_test cli_domino_test.cpp LIBS nlohmann_json::nlohmann_json)
add_dependencies(cli_domino_test sudosat)

sudosat_golden(boj4574 CODE 0 STDIN cli/boj4574.in EXPECT cli/boj4574.out ARGS solve)
sudosat_golden(boj4574_format CODE 0 STDIN cli/boj4574.in EXPECT cli/boj4574.out
               ARGS solve --input-format domino)
sudosat_golden(boj4574_any CODE 0 STDIN cli/boj4574.in EXPECT cli/boj4574.out ARGS solve --any)
