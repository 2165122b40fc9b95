# Runs two shell commands in DATA and checks that they exit with CODE (B: CODE_B if set) and
# print the same standard output (and, when LINES is set, that many lines). Used by
# tests/batch_cases.cmake.
set(CODE_A ${CODE})
if(NOT DEFINED CODE_B OR CODE_B STREQUAL "")
  set(CODE_B ${CODE})
endif()
foreach(which A B)
  execute_process(COMMAND sh -c "${CMD_${which}}" RESULT_VARIABLE rc_${which}
                  OUTPUT_VARIABLE out_${which} ERROR_VARIABLE err_${which}
                  WORKING_DIRECTORY ${DATA})
  if(NOT "${rc_${which}}" STREQUAL "${CODE_${which}}")
    message(FATAL_ERROR "${CMD_${which}}\nexit status ${rc_${which}}, expected ${CODE_${which}}\n"
                        "stderr:\n${err_${which}}")
  endif()
endforeach()
if(NOT out_A STREQUAL out_B)
  string(LENGTH "${out_A}" len_a)
  string(LENGTH "${out_B}" len_b)
  message(FATAL_ERROR "outputs differ (${len_a} and ${len_b} bytes):\n  ${CMD_A}\n  ${CMD_B}")
endif()
if(LINES)
  string(REGEX MATCHALL "\n" newlines "${out_A}")
  list(LENGTH newlines count)
  if(NOT count EQUAL LINES)
    message(FATAL_ERROR "${CMD_A}\n${count} output lines, expected ${LINES}")
  endif()
endif()
