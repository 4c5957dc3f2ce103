// The rule components (src/rules/): each declares what it does to the fast legality path and
// to counting, and a ruleset's plan holds exactly the components its file asks for.
#include <set>
#include <string>

#include "helpers.hpp"
#include "ir/access.hpp"
#include "rules/component.hpp"

namespace {

using aviary::detail::Component;
using aviary::detail::Counting;
using aviary::detail::FastPath;

std::set<std::string> plan_of(const aviary::Ruleset& rules) {
    const auto& plan = aviary::detail::rules_data(rules).plan;
    return {plan.components.begin(), plan.components.end()};
}

}  // namespace

TEST_CASE("every rule component declares its fast path and its counting", "[rules]") {
    const auto all = aviary::detail::rule_components();
    REQUIRE(all.size() >= 20);
    int previous = -1;
    for (const Component* c : all) {
        INFO(c->name);
        CHECK(std::string(c->name) != "");
        CHECK(std::string(c->doc) != "");
        CHECK(c->fast != FastPath::Unset);
        CHECK(c->counting != Counting::Unset);
        CHECK(c->in_game != nullptr);
        CHECK(c->install != nullptr);
        CHECK(c->order >= previous);   // (the plan runs them in this order)
        previous = c->order;
    }
}

TEST_CASE("a plan holds the components the variant file names", "[rules]") {
    CHECK(plan_of(testing::load("chess")).empty());
    CHECK(plan_of(testing::load("atomic")) == std::set<std::string>{"blast", "extinction"});
    CHECK(plan_of(testing::load("seirawan")).count("gating"));
    CHECK(plan_of(testing::load("3check")) == std::set<std::string>{"check-limit"});
    CHECK(plan_of(testing::load("kingofthehill")) == std::set<std::string>{"goal"});
    CHECK(plan_of(testing::load("antichess")).count("must-capture"));
    CHECK(plan_of(testing::load("duck")).count("relocate, wall"));
    CHECK(plan_of(testing::load("janggi")).count("pass"));
    CHECK(plan_of(testing::load("janggi")).count("royal-facing"));
    CHECK(plan_of(testing::load("andernach")) == std::set<std::string>{"capture-colour"});
}

TEST_CASE("a plan's fast path and counting follow its components' declarations", "[rules]") {
    for (const std::string& name : testing::shipped_variants()) {
        INFO(name);
        const auto rules = testing::load(name);
        const auto& plan = aviary::detail::rules_data(rules).plan;
        bool fast = true, counts = true, asks = false, asks_fast = false, empty = false;
        for (const Component* c : aviary::detail::rule_components()) {
            if (!plan_of(rules).count(c->name) || !c->in_game(aviary::detail::rules_data(rules)))
                continue;
            fast = fast && c->fast != FastPath::Breaks;
            counts = counts && c->counting != Counting::Lists;
            asks = asks || c->counting == Counting::Asks;
            empty = empty || c->counting == Counting::Empty;
            asks_fast = asks_fast || c->fast == FastPath::Asks;
        }
        CHECK(plan.fast == fast);
        CHECK(plan.counts == counts);
        CHECK(plan.lists_when_none == empty);   // (pass = stuck: listed where none is counted)
        // only a component that asks about the position gives the fast path a question
        if (!asks_fast) CHECK(plan.fast_unless.empty());
        // one that asks whether to list the last ply gives the count a question to ask, or
        // counts it itself
        if (asks) CHECK((!plan.list_if.empty() || plan.count));
        else CHECK(plan.list_if.empty());
    }
}
