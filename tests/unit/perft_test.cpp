// Perft speed-ups keep the counts: the transposition table (--hash), the fast legality path
// and the direct loop for one-leg moves (checked against the general walk + make + attack
// test by audit mode at every node).
#include "helpers.hpp"

namespace {

std::uint64_t run(aviary::Position pos, int depth, std::size_t hash_mb, int threads, bool audit) {
    aviary::PerftOptions opt;
    opt.hash_mb = hash_mb;
    opt.threads = threads;
    opt.audit = audit;
    return aviary::perft(pos, depth, opt);
}

// A game whose royal piece is attacked in every way the attack test knows: rays, a leaper,
// rifle captures that step out and back (a ray to the attack test), rifle sliders (walks:
// the way back can pass the origin and capture beyond it, behind a forward-only sniper), a
// cannon, a lame leaper, a locust.
const char* kMixed = R"(board = 8x8
symmetry = mirror
piece K King K royal
piece R Rook R
piece N Knight N
piece F Rifle mFcabF
piece L Longrifle mRcabR
piece S Sniper mKfcabR
piece C Cannon mRcpR
piece M Mao nN
piece G Locust mKcafK
piece P Pawn fmWfceFifmnD promote=RN
royalty = check
stalemate = draw
setup = r1c1k1l1/ppgpmpfp/2n5/8/8/2N5/PPGPMPFP/R1C1K1L1 w - - 0 1
)";

// Fliers (a flight is walked as one ray by the fast path) among pieces of both sides and a
// relocated neutral piece, which they fly over too.
const char* kFliers = R"(board = 8x8
symmetry = mirror
piece K King K royal
piece F Flier (mpaf)mFcabF
piece W Wazir-flier (mpaf)mWcW
piece P Pawn fmWfcF
piece * Duck mU neutral
relocate = *
royalty = capture
setup = 1wf1k1fw/pppppppp/8/8/8/8/PPPPPPPP/1WF1K1FW w - - 0 1
)";

}  // namespace

TEST_CASE("flights by the fast path agree with the general walk", "[perft]") {
    auto rules = testing::from_text(kFliers);
    for (const char* fen : {"", "1w2k1f1/p1p2p1p/1P1p1P2/2*5/3F4/1p6/P3P1W1/4K3 w - - 0 1"}) {
        auto pos = *fen ? testing::at(rules, fen) : aviary::Position::start(rules);
        INFO(fen);
        std::uint64_t n = 0;
        CHECK_NOTHROW(n = run(pos, 2, 0, 1, true));
        CHECK(n == run(pos, 2, 0, 1, false));
        aviary::MoveList ml;
        pos.legal_moves(ml);
        CHECK(ml.size() > 0);
    }
}

TEST_CASE("perft with a transposition table gives the same counts", "[perft]") {
    struct Case {
        const char* variant;
        const char* fen;
        int depth;
    };
    const Case cases[] = {
        {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3},
        {"chess", "", 4},
        {"capablanca", "", 3},
        {"grand", "", 3},
        {"duck", "", 2},
        {"bombers", "", 3},
        {"loonybird", "", 4},
        {"birds", "", 3},
        {"friendly", "", 2},
    };
    for (const auto& c : cases) {
        auto rules = testing::load(c.variant);
        auto pos = *c.fen ? testing::at(rules, c.fen) : aviary::Position::start(rules);
        INFO(c.variant << " " << c.fen);
        const std::uint64_t plain = run(pos, c.depth, 0, 1, false);
        // 1 MiB holds 32768 entries: deep enough trees overwrite them often.
        CHECK(run(pos, c.depth, 1, 1, false) == plain);
        CHECK(run(pos, c.depth, 1, 2, false) == plain);
        CHECK(run(pos, c.depth, 16, 2, false) == plain);
    }
}

TEST_CASE("the fast paths agree with the general walk at every node", "[perft]") {
    // audit mode throws when the legal list by the fast paths differs from the one by the
    // general walk + make + an attack test that walks every piece (no rays)
    for (const char* name : {"chess", "capablanca", "grand", "bombers", "birds", "loonybird"}) {
        auto rules = testing::load(name);
        INFO(name);
        CHECK_NOTHROW(run(aviary::Position::start(rules), 3, 0, 1, true));
    }
    auto mixed = testing::from_text(kMixed);
    const char* fens[] = {
        "",
        // the royal piece faces each attacker with one piece in between
        "4k3/8/2C1l3/3F4/1M2G3/8/3P4/R3K3 w - - 0 1",
        "r3k3/8/4p3/2L5/3c4/8/1NF1PG2/4K3 b - - 0 1",
        // in check from a rifle slider and a cannon
        "4k3/8/8/8/4L3/8/2c5/4K3 b - - 0 1",
        "4k3/4c3/8/4P3/8/8/8/4K3 w - - 0 1",
        // the sniper takes e2 and comes back past e4 to take the king on e6; and not yet
        "4k3/8/4K3/8/4s3/8/4P3/8 w - - 0 1",
        "4k3/8/8/4K3/8/4s3/8/1P6 w - - 0 1",
    };
    for (const char* fen : fens) {
        auto pos = *fen ? testing::at(mixed, fen) : aviary::Position::start(mixed);
        INFO(fen);
        std::uint64_t n = 0;
        CHECK_NOTHROW(n = run(pos, 3, 0, 1, true));
        CHECK(n == run(pos, 3, 0, 1, false));
        CHECK(n > 0);
    }
}
