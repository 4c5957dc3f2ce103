// aviary: the command-line front end (perft, divide, perft suites, moves, check, bench);
// show, play, describe and diagram live in their own files, the command line's reading in
// command_line.cpp.
#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <new>
#include <stdexcept>
#include <sstream>
#include <string>
#include <vector>

#include "aviary/aviary.hpp"
#include "cli.hpp"
#include "numbers.hpp"
#include "perft_support.hpp"

namespace aviary::cli {

int report(const std::vector<Diagnostic>& ds) {
    for (const auto& d : ds) fmt::print(stderr, "{}", d.render());
    return 1;
}

Result<Position> position_for(const Ruleset& rs, const Args& a) {
    Result<Position> pos = a.has_fen ? Position::from_fen(rs, a.fen, "--fen") : Position::start(rs);
    if (!pos) return pos;
    std::size_t i = 0;
    while (i < a.moves.size()) {
        if (a.moves[i] == ' ') { ++i; continue; }
        std::size_t j = a.moves.find(' ', i);
        if (j == std::string::npos) j = a.moves.size();
        auto m = pos->parse_move(std::string_view(a.moves).substr(i, j - i), "--moves");
        if (!m) {
            std::vector<Diagnostic> ds;
            for (auto d : m.errors()) {   // place the error within the whole --moves text
                d.where.column += int(i);
                d.source_line = a.moves;
                ds.push_back(d);
            }
            return ds;
        }
        pos->make(*m);
        i = j;
    }
    return pos;
}

}  // namespace aviary::cli

namespace {

using namespace aviary;
using namespace aviary::cli;

int cmd_perft(const Args& a) {
    auto rs = load_variant(a.pos[0]);
    if (!rs) return report(rs.errors());
    std::string err;
    auto depth_n = parse_number(a.pos[1], 0, 30, "DEPTH", err);
    if (!depth_n) return usage_error("perft", err);
    const int depth = int(*depth_n);
    auto pos = position_for(*rs, a);
    if (!pos) return report(pos.errors());
    PerftOptions opt;
    opt.audit = a.audit;
    opt.threads = a.threads;
    opt.hash_mb = std::size_t(a.hash_mb);
    if (uses_perft_units(a)) return cmd_perft_units(a, *pos, depth, opt);
    auto t0 = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    if (a.divide) {
        for (const auto& [m, n] : perft_divide(*pos, depth, opt)) {
            fmt::print("{}: {}\n", m, n);
            total += n;
        }
    } else {
        total = perft(*pos, depth, opt);
    }
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    fmt::print(stderr, "time {:.3f} s, {:.2f} Mnps\n", secs, secs > 0 ? total / secs / 1e6 : 0.0);
    fmt::print("Nodes searched: {}\n", total);
    return 0;
}

// One ";D3 8902" item of a perft-suite line: depth 0..30 and a count, nothing else.
bool suite_item(const std::string& item, int& depth, std::uint64_t& count) {
    std::istringstream ss(item);
    std::string d, n, rest, err;
    if (!(ss >> d >> n) || (ss >> rest) || d.size() < 2 || d[0] != 'D') return false;
    auto dv = parse_number(std::string_view(d).substr(1), 0, 30, "", err);
    auto nv = parse_number(n, 0, INT64_MAX, "", err);
    if (!dv || !nv) return false;
    depth = int(*dv);
    count = std::uint64_t(*nv);
    return true;
}

int cmd_suite(const Args& a) {
    auto rs = load_variant(a.pos[0]);
    if (!rs) return report(rs.errors());
    auto file = read_user_file(a.pos[1], std::size_t(64) << 20, "the perft suite");
    if (!file) return report(file.errors());
    std::istringstream in(*file);
    std::string line;
    int lineno = 0, passed = 0, failed = 0, skipped = 0;
    PerftOptions opt;
    opt.audit = a.audit;
    opt.threads = a.threads;
    opt.hash_mb = std::size_t(a.hash_mb);
    while (std::getline(in, line)) {
        ++lineno;
        std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#') continue;
        std::size_t semi = line.find(';');
        std::string fen = line.substr(0, semi);
        while (!fen.empty() && fen.back() == ' ') fen.pop_back();
        auto pos = Position::from_fen(*rs, fen, a.pos[1]);
        if (!pos) {
            for (auto d : pos.errors()) {
                d.where.line = lineno;
                d.source_line = line;
                fmt::print(stderr, "{}", d.render());
            }
            ++failed;
            continue;
        }
        while (semi != std::string::npos) {
            std::size_t next = line.find(';', semi + 1);
            std::string item = line.substr(semi + 1, next == std::string::npos ? std::string::npos : next - semi - 1);
            semi = next;
            int d = 0;
            std::uint64_t expect = 0;
            if (!suite_item(item, d, expect)) {
                fmt::print(stderr, "{}:{}: error: expected ';Dn COUNT', found '{}'\n", a.pos[1], lineno, item);
                ++failed;
                continue;
            }
            if (d > a.max_depth || expect > a.max_nodes) {
                ++skipped;
                continue;
            }
            std::uint64_t got = 0;
            try {
                got = perft(*pos, d, opt);
            } catch (const std::exception& e) {
                fmt::print("FAIL line {} depth {}: {}\n", lineno, d, e.what());
                ++failed;
                continue;
            }
            if (got == expect) ++passed;
            else {
                ++failed;
                fmt::print("FAIL line {} depth {}: expected {}, got {} ({})\n", lineno, d, expect, got, fen);
            }
        }
    }
    fmt::print("{} passed, {} failed, {} skipped\n", passed, failed, skipped);
    if (passed + failed + skipped == 0) {   // an empty file checks nothing: no silent pass
        fmt::print(stderr, "{}:1:1: error: no perft checks in the file (lines 'FEN ;D1 COUNT ...')\n", a.pos[1]);
        return 1;
    }
    return failed ? 1 : 0;
}

int cmd_moves(const Args& a) {
    auto rs = load_variant(a.pos[0]);
    if (!rs) return report(rs.errors());
    auto pos = position_for(*rs, a);
    if (!pos) return report(pos.errors());
    MoveList ml;
    pos->legal_moves(ml);
    for (const auto& m : ml) fmt::print("{}\n", pos->move_to_string(m));
    return 0;
}

// `aviary variants`: each shipped game's name and title; a file that does not load is an error.
// "8x8", or "5x5x5" for a layered board.
std::string board_size(const BoardShape& b) {
    if (b.layered()) return fmt::format("{}x{}x{}", b.files, b.level_ranks(), b.levels);
    return fmt::format("{}x{}", b.files, b.ranks);
}

int cmd_variants(const Args&) {
    int failed = 0;
    for (const auto& n : variant_names()) {
        auto rs = load_variant(n);
        if (!rs) {
            failed += report(rs.errors()) != 0;
            continue;
        }
        fmt::print("{:<20} {} ({})\n", n, rs->name(), board_size(rs->shape()));
    }
    return failed ? 1 : 0;
}

// `aviary check FILE.ini`: every section of a Fairy-Stockfish INI file, each ok or its errors.
int check_ini(const std::string& path, const std::string& text) {
    IniImport got = import_ini(text, path);
    for (const auto& v : got.variants) {
        auto rs = load_ruleset(v.text, path + ":" + v.name);
        fmt::print("{}:{}: ok ({}x{}, {} piece types)\n", path, v.name, rs->shape().files, rs->shape().ranks,
                   rs->pieces().size());
        for (const auto& n : v.notes) fmt::print(stderr, "note: {}\n", n);
    }
    if (got.errors.empty()) return 0;
    report(got.errors);
    return 1;
}

int cmd_check(const Args& a) {
    if (a.pos[0].find(".ini") != std::string::npos && a.pos[0].find(".ini:") == std::string::npos) {
        auto text = read_user_file(a.pos[0], MaxIniFileBytes, "the INI file");
        if (!text) return report(text.errors());
        if (is_ini_text(*text)) return check_ini(a.pos[0], *text);
    }
    auto rs = load_variant(a.pos[0]);
    if (!rs) return report(rs.errors());
    fmt::print("{}: ok ({}, {}, {} piece types)\n", a.pos[0], rs->name(), board_size(rs->shape()),
               rs->pieces().size());
    return 0;
}

}  // namespace

namespace {
int dispatch(const std::string& cmd, const Args& a) {
    if (cmd == "perft") return cmd_perft(a);
    if (cmd == "perft-suite") return cmd_suite(a);
    if (cmd == "moves") return cmd_moves(a);
    if (cmd == "show") return cmd_show(a);
    if (cmd == "check") return cmd_check(a);
    if (cmd == "variants") return cmd_variants(a);
    if (cmd == "bench") return cmd_bench(a);
    if (cmd == "play") return cmd_play(a);
    if (cmd == "pgn") return cmd_pgn(a);
    if (cmd == "describe") return cmd_describe(a);
    if (cmd == "diagram") return cmd_diagram(a);
    if (cmd == "import") return cmd_import(a);
    if (cmd == "uci") return cmd_uci(a);
    if (cmd == "xboard") return cmd_xboard(a);
    return 2;   // parse_command_line knows no other command
}
}  // namespace

int main(int argc, char** argv) {
    std::string cmd;
    Args a;
    if (const int rc = parse_command_line(argc, argv, cmd, a); rc >= 0) return rc;
    // Whatever escapes a command (no memory, a failed --audit check, a library precondition)
    // is reported, never an abort.
    try {
        return dispatch(cmd, a);
    } catch (const std::bad_alloc&) {
        fmt::print(stderr, "error: out of memory\n");
    } catch (const std::exception& e) {
        fmt::print(stderr, "error: {}\n", e.what());
    }
    return 1;
}
