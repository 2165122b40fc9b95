# Finds CaDiCaL (Debian's libcadical-dev has no CMake package): sets CaDiCaL_FOUND and defines
# the imported target CaDiCaL::cadical (the library, preferring the static libcadical.a).
find_path(CaDiCaL_INCLUDE_DIR cadical.hpp)
find_library(CaDiCaL_LIBRARY NAMES libcadical.a cadical)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(CaDiCaL REQUIRED_VARS CaDiCaL_LIBRARY CaDiCaL_INCLUDE_DIR)
if(CaDiCaL_FOUND AND NOT TARGET CaDiCaL::cadical)
  add_library(CaDiCaL::cadical UNKNOWN IMPORTED)
  set_target_properties(CaDiCaL::cadical PROPERTIES
    IMPORTED_LOCATION "${CaDiCaL_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${CaDiCaL_INCLUDE_DIR}")
endif()
mark_as_advanced(CaDiCaL_INCLUDE_DIR CaDiCaL_LIBRARY)
