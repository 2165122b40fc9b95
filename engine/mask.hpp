// Candidate sets as the engine's bitmask reasoning keeps them (propagation, the fast search, the
// engine's candidates): bit d-1 stands for digit d, so digit 64 fits (kMaxSize).
#pragma once
#include <cstdint>

namespace sudosat {

using Mask = std::uint64_t;
inline Mask bit(int d) { return Mask{1} << (d - 1); }    // the set {d}
inline bool single(Mask m) { return (m & (m - 1)) == 0; }  // at most one digit

}  // namespace sudosat
