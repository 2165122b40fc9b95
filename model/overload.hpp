// Overload{f, g, ...}: one callable made of several lambdas, for std::visit over a Constraint.
#pragma once

namespace sudosat {

template <class... F>
struct Overload : F... {
  using F::operator()...;
};
template <class... F>
Overload(F...) -> Overload<F...>;

}  // namespace sudosat
