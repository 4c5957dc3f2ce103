// XBetza notation: the typed syntax tree of a piece's move string, and its Spirit X3 parser.
//
// The parser (notation_grammar.cpp) is the only place that knows the notation's letters: it
// turns them into the enums below, and the tables there (atoms, modifiers) are the only copy of
// "which letter means what". Everything after it (compiler, powers, describe, diagrams) reads
// this tree and asks atom_info() for an atom's geometry.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace aviary::dsl {

// ---- atoms ----------------------------------------------------------------------------------

enum class Atom : std::uint8_t {
    Wazir, Ferz, Dabbaba, Alfil, Threeleaper, Tripper,   // straight leaps (n,0) and (n,n)
    Knight, Camel, Zebra,                                // oblique leaps (2,1) (3,1) (3,2)
    King, Rook, Bishop, Queen,                           // K = WF; R, B, Q: riders of W, F, K
    Universal,                                           // U: any square of the board
    Vector,                                              // (x,y) or (x,y,z)
    Castling,                                            // O<n>[:<gap>]
};

enum class AtomKind : std::uint8_t { Leap, King, Universal, Vector, Castling };

// An atom's geometry (one row of the grammar's atom table).
struct AtomInfo {
    AtomKind kind = AtomKind::Leap;
    int a = 0, b = 1;        // Leap and King: the normalised leap a <= b (King: the W step)
    int range = 1;           // the default range: 1, or 0 = unlimited (R, B, Q)
    Atom turned = Atom::Wazir;   // what a 45-degree turn makes of it: W<->F, D<->A, H<->G, R<->B
};
const AtomInfo& atom_info(Atom a);

// X / Y after a leaper letter: the leap extended by (0,3) or (2,2).
enum class Extension : std::uint8_t { None, X, Y };

// ---- modifiers --------------------------------------------------------------------------------

// Direction modifiers (absolute on the first leg, relative to the previous leg after it).
enum class Dir : std::uint8_t { Forward, Backward, Left, Right, Vertical, Sideways, Half, Zig, Zag };
// Mode modifiers: what the leg does where it ends.
enum class Mode : std::uint8_t {
    Move,        // m
    Capture,     // c
    Destroy,     // d: capture a friendly piece
    EnPassant,   // e
    Hop,         // p: hop over a piece
    HopToggle,   // g: hop, then steps and rides swap
    MoveToggle,  // y: move, then steps and rides swap
    Tame,        // t: with p, friends only
    Unload,      // u: the taken piece goes to the start square
    Induce,      // x
    Royal,       // k
};
// Flags: properties of the leg's way or of the whole move.
enum class Flag : std::uint8_t { Lame, Jump, Initial, Cylinder, Rebound };   // n j i o w
struct Again {                                                       // a: the next leg starts
    bool operator==(const Again&) const = default;
};
using Modifier = std::variant<Dir, Mode, Flag, Again>;

// The prefix as written: runs of modifiers, and (...) repetition groups (0..n times).
struct PrefixPart {
    std::vector<Modifier> mods;
    std::vector<std::size_t> offsets;   // of each modifier, in the notation string
    bool repeat = false;
};

// One leg of a move: the modifiers between two `a`s, by kind, in written order.
struct Leg {
    std::vector<Dir> dirs;
    std::vector<Mode> modes;
    std::vector<Flag> flags;
    bool repeated = false;   // a mode of this leg is written inside a (...) group
    std::size_t offset = 0;  // where its modifiers start in the notation string
    bool has(Mode m) const;
    bool has(Flag f) const;
    bool has(Dir d) const;
};

// ---- conditions and moves -----------------------------------------------------------------

enum class CondKey : std::uint8_t { To, From, IfAttacked, IfGuarded };

// A condition suffix item: {to:!8}, {from:3}, {from:2-3}, {from:b1+a6}, {if:attacked},
// {if:!attacked}, {if:guarded}, {if:!guarded}.
struct NotationCond {
    CondKey key = CondKey::To;
    bool negate = false;
    int lo = 0, hi = 0;       // ranks (1-based, from the mover's side)
    std::string squares;      // {from:b1+a6}: White's origin squares, joined by '+' (no ranks)
    std::size_t offset = 0;
};

// One simple move of a piece: a prefix, an atom, a range and conditions.
struct NotationMove {
    std::vector<PrefixPart> prefix;
    std::size_t prefix_offset = 0;
    Atom atom = Atom::Wazir;
    std::string atom_text;        // the atom as written ("N", "L", "FX", "(1,4)", "O2:1")
    Extension extension = Extension::None;
    int vx = 0, vy = 0;           // Atom::Vector
    int vz = 0;                   // (x,y,z): a 3-D leap on a layered board (vz the level step)
    bool solid = false;           // the vector has three components
    bool exact = false;           // =(x,y) / =(x,y,z): that one vector as written, not its turns
    int range = -1;               // -1: not written; 0: unlimited
    int castle_steps = 0;         // O<n>
    int castle_gap = 1;           // O<n>:<gap>
    std::vector<NotationCond> conds;
    std::size_t offset = 0;       // first character of the move
    std::size_t atom_offset = 0;

    // The legs, each (...) group taken once.
    std::vector<Leg> legs() const;
    // Every modifier of the prefix, groups included, in written order.
    std::vector<Modifier> modifiers() const;
};

// The leg lists of every expansion of the repetition groups (each group 0..limit times), or
// an error message when there would be more than 4096. A straight move (every later leg goes
// straight on, `af`, and names no other direction) has at most `limit` legs: each leg steps on
// along one line of at most `limit` squares, so longer expansions are left out (a long leaper's
// several groups, `(maf)cafmaf(maf)caf(maf)mK`, stay within the limits).
std::variant<std::vector<std::vector<Leg>>, std::string> expand_legs(const NotationMove& m,
                                                                     int limit);

struct NotationError {
    std::size_t offset = 0;
    std::string message;
};

using NotationParse = std::variant<std::vector<NotationMove>, NotationError>;

// Parses a whole notation string. Offsets are relative to `text`.
NotationParse parse_notation(std::string_view text);

// Parses a zone (freeze=, brake=, blast=): a set of leaper atoms such as K or WD.
std::variant<std::vector<Atom>, std::string> parse_zone_atoms(std::string_view text);

// The letters of a modifier, of direction modifiers or of a letter atom, as the notation writes
// them (for messages, and for tools that build a notation).
std::string spelling(const Modifier& m);
std::string spelling(Atom a);
std::string spelling(const std::vector<Dir>& dirs);

}  // namespace aviary::dsl
