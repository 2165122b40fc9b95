// Puzzle links and payloads as people share them, reduced to the puzzle text they carry.
//   f-puzzles   https://www.f-puzzles.com/?load=<payload>   (or any link holding "load=")
//   SudokuPad   https://sudokupad.app/<payload>, https://app.crackingthecryptic.com/<payload>,
//               also with "sudoku/" or "?puzzleid=" before the payload, or the payload alone
// A SudokuPad payload says what it is by how it starts:
//   fpuzzles, fpuz   an f-puzzles payload (lz-string base64 of its JSON)
//   scl, ctc         SudokuPad's own JSON, lz-string base64, possibly "zipped" (either prefix)
//   classic          a classic 9x9 grid in one of SudokuPad's two compact codes
//   scf              a classic grid with rule letters (SudokuPad's legacy format: unzip_scf)
//   anything else    in a SudokuPad link: the short id of a puzzle stored on SudokuPad's
//                    server; alone: taken for an f-puzzles payload
// Any other web link (http://, https:// or www., to another site: a link shortener, a puzzle's
// page) is recognised as such, to be refused with its host named.
// Percent escapes are decoded, and spaces (a '+' that a chat app turned into a space) become
// '+' again. Nothing here reaches the network.
#pragma once
#include <cstddef>
#include <optional>
#include <string>

namespace sudosat {

enum class PayloadKind { FPuzzles, SudokuPadJson, Classic, Scf, ShortId, OtherLink };

struct Payload {
  PayloadKind kind = PayloadKind::FPuzzles;
  std::string data;  // decoded, without the link and the kind's prefix
  std::string id;    // the payload as written in the link, cut short (for messages); for
                     // OtherLink, the link's host
};

// Whether a trimmed line is a link or a bare payload of the kinds above (and not a puzzle line
// of another format): it holds "load=", a SudokuPad host, or starts with "N4Ig" (f-puzzles'
// compressed JSON), with "fpuzzles", "fpuz", "scl", "ctc" followed by "N4Ig" or base64, or with
// "http://", "https://" or "www." (any other link).
bool looks_like_link(const std::string& line);

// The payload of `text` from byte `start` (a link or a bare payload, trimmed). Returns the
// offset of a bad percent escape in `bad_escape` and an empty optional instead.
std::optional<Payload> link_payload(const std::string& text, std::size_t start,
                                    std::size_t& bad_escape);

// SudokuPad's "classic" payload as 81 cells, '0' for a blank: either of its two codes (a
// digit, or a letter for a run of blanks; a letter or digit for a digit and up to 5 blanks
// after it), taking the one that gives 81 cells (the second when both do). Empty if neither.
std::optional<std::string> unzip_classic(const std::string& data);

// SudokuPad's "scf" payload (after any lz-string): the 81 cells in the second code above (a
// digit, or a letter for a digit and the blanks after it), exactly 81, then rule letters.
struct Scf {
  std::string cells;  // 81 characters '0'..'9'
  std::string rules;  // what follows the cells
};
std::optional<Scf> unzip_scf(const std::string& data);

}  // namespace sudosat
