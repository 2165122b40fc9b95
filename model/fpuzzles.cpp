#include "fpuzzles.hpp"
