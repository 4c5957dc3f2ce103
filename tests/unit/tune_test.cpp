// The evaluation's weights as text (EvalParams, Searcher::set_eval_params) and the Texel
// fit of tools/tune on a small synthetic set: labels made by known weights are fitted back.
#include <cmath>
#include <random>

#include "helpers.hpp"
#include "ir/access.hpp"
#include "search/tune.hpp"

using testing::load;
namespace d = aviary::detail;

TEST_CASE("evaluation weights: text both ways, errors name the word", "[search][tune]") {
    d::EvalParams p;
    CHECK(d::eval_params_text(p) == aviary::default_eval_params());
    REQUIRE_FALSE(d::parse_eval_params("tempo=20 mobility=6", p));
    CHECK(p.tempo == 20);
    CHECK(p.mobility == 6);
    CHECK(p.doubled == d::EvalParams{}.doubled);
    d::EvalParams q;
    REQUIRE_FALSE(d::parse_eval_params(d::eval_params_text(p), q));
    CHECK(q == p);
    auto e = d::parse_eval_params("tempo=3 speed=4", q);
    REQUIRE(e);
    CHECK(e->find("speed") != std::string::npos);
    CHECK(q == p);   // unchanged
    CHECK(d::parse_eval_params("tempo=x", q));
    CHECK(d::parse_eval_params("tempo", q));

    aviary::Searcher s(1);
    CHECK_FALSE(s.set_eval_params("tempo=30"));
    CHECK(s.eval_params().find("tempo=30") != std::string::npos);
    CHECK(s.set_eval_params("tempo=30 bogus=1"));
    auto rules = load("chess");
    aviary::SearchLimits lim;
    lim.depth = 3;
    CHECK(s.search(aviary::Position::start(rules), lim).best);
}

TEST_CASE("Texel fit: weights that made the labels are found again", "[search][tune]") {
    auto rules = load("chess");
    const auto& rd = d::rules_data(rules);
    d::EvalParams truth;
    truth.tempo = 60;
    truth.doubled = 30;
    const auto et = d::build_eval_tables(rd, truth);
    std::vector<d::TuneSample> samples;
    std::mt19937 rng(5);
    for (int g = 0; g < 12; ++g) {   // positions of random games, labelled by `truth`
        auto pos = aviary::Position::start(rules);
        for (int ply = 0; ply < 30; ++ply) {
            aviary::MoveList ml;
            pos.legal_moves(ml);
            if (ml.empty()) break;
            pos.make(ml[std::uniform_int_distribution<std::size_t>(0, ml.size() - 1)(rng)]);
            const auto& st = d::state_of(pos);
            const int e = d::evaluate_state(rd, *et, st);
            const double white = st.side == aviary::Color::White ? e : -e;
            samples.push_back({&rd, st, 1.0 / (1.0 + std::pow(10.0, -white / 400.0))});
        }
    }
    const d::EvalParams start;
    const double before = d::tune_error(samples, start, 1.0);
    CHECK(d::tune_error(samples, truth, 1.0) < 1e-9);
    const auto fitted = d::tune_fit(samples, start, 1.0, 20, {});
    CHECK(d::tune_error(samples, fitted, 1.0) < before / 10);
    CHECK(std::abs(fitted.tempo - truth.tempo) <= 6);
}
