// A program outside the project: loads a variant through the installed API and runs perft.
#include <aviary/aviary.hpp>

#include <iostream>

int main(int argc, char** argv) {
    if (argc != 2) return 2;
    auto rules = aviary::load_ruleset_file(argv[1]);
    if (!rules) {
        std::cerr << rules.error_text();
        return 1;
    }
    auto pos = aviary::Position::start(*rules);
    std::uint64_t n = aviary::perft(pos, 3);
    std::cout << rules->name() << " perft(3) = " << n << "\n";
    return n == 8902 ? 0 : 1;
}
