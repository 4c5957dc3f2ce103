// The aviary command line on CLI11: one subcommand per command, each with exactly the arguments
// and options it takes. Anything else (an option of another command, an extra argument, a
// missing one, a bad number) is one `error:` line, a hint line and exit code 2.
#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "cli.hpp"
#include "numbers.hpp"
#include "perft_support.hpp"

namespace aviary::cli {

namespace {

constexpr std::int64_t kMaxHashMb = 1 << 20;   // 1 TiB: beyond any machine; see hash_fits

const char* kNotes =
    "VARIANT is a shipped variant name (chess, duck, ...; aviary variants lists them) or a path to a\n"
    ".variant file. --moves plays the given moves (e2e4, e7e8q, N@e4, e2e4,d5 ...) from the\n"
    "position first. 'aviary COMMAND --help' shows a command's arguments and options.\n";

// Help as `usage: aviary ...` with the command's hand-written synopsis (alternatives and groups
// of options read better there than in a generated line); the rest is CLI11's.
class Formatter : public CLI::Formatter {
public:
    std::map<const CLI::App*, std::string> synopsis;

    std::string make_usage(const CLI::App* app, std::string name) const override {
        auto it = synopsis.find(app);
        if (it == synopsis.end()) return CLI::Formatter::make_usage(app, std::move(name));
        // each line is a form of the command; one that starts with a space continues the one before
        std::string out, lines = it->second;
        for (std::size_t i = 0; i < lines.size();) {
            std::size_t j = std::min(lines.find('\n', i), lines.size());
            const std::string line = lines.substr(i, j - i);
            out += (i == 0 ? "usage: aviary " : line[0] == ' ' ? "       " : "       aviary ") + line + "\n";
            i = j + 1;
        }
        return out;
    }

    // The value's name and whether it is required; what excludes or needs what, the option's
    // description says in words.
    std::string make_option_opts(const CLI::Option* o) const override {
        std::string out;
        if (!o->get_type_name().empty()) out += " " + o->get_type_name();
        if (o->get_required()) out += " " + get_label("REQUIRED");
        return out;
    }
};

class CommandLine {
public:
    CommandLine();
    // The exit code of a usage error or of help; -1 when `command` should run with `args`.
    int parse(int argc, char** argv);

    std::string command;
    Args args;

private:
    CLI::App* add(const char* name, const char* summary, const char* synopsis);
    void positional(CLI::App* sub, const char* name, const char* help, bool required = true);
    // A value option: stored in `out`; `needs` says what a missing value should have been.
    void text(CLI::App* sub, const char* name, std::string& out, const char* type, const char* needs,
              const char* help);
    // A number read whole in [lo, hi] (numbers.hpp's messages), then given to `set`.
    // `what` names it in the message (default: `name`).
    void number(CLI::App* sub, const char* name, const char* type, std::int64_t lo, std::int64_t hi,
                std::function<void(std::int64_t)> set, const char* help, const char* what = nullptr);
    void position_options(CLI::App* sub, bool svg);
    void perft_options(CLI::App* sub);
    void add_perft();
    void add_positions();
    void add_designer();
    void add_others();

    int finish(const CLI::ParseError* e);
    int help(const std::string& of) const;
    int error(const std::string& message) const;
    int parse_error(const CLI::ParseError& e) const;
    int leftover(const CLI::App* sub, const std::string& word, bool argument = false) const;
    void collect();

    std::shared_ptr<Formatter> formatter_ = std::make_shared<Formatter>();
    CLI::App app_{"aviary: a generic fairy-chess rules engine", "aviary"};
    CLI::App* selected_ = nullptr;
    std::map<std::string, std::string> needs_;   // option -> what its missing value is
    std::string help_of_;                         // `aviary help COMMAND`
    std::vector<std::string> argv_;
};

CommandLine::CommandLine() {
    formatter_->label("Positionals", "Arguments");
    formatter_->label("REQUIRED", "(required)");
    formatter_->column_width(28);
    app_.formatter(formatter_);
    app_.set_help_flag("-h,--help", "print this help and exit");
    app_.require_subcommand(1);
    app_.allow_extras();
    app_.footer(kNotes);
    formatter_->synopsis[&app_] = "COMMAND [ARGUMENTS] [OPTIONS]";
    add_perft();
    add_positions();
    add_designer();
    add_others();
}

CLI::App* CommandLine::add(const char* name, const char* summary, const char* synopsis) {
    CLI::App* sub = app_.add_subcommand(name, summary);
    sub->allow_extras();   // reported by leftover(), naming the first one
    sub->group("Commands");
    sub->footer("");
    formatter_->synopsis[sub] = synopsis;
    return sub;
}

void CommandLine::positional(CLI::App* sub, const char* name, const char* help, bool required) {
    CLI::Option* o = sub->add_option(name, CLI::callback_t(), help)->type_name("");
    if (required) o->required();
    if (std::string(name) == "VARIANT")
        sub->footer(sub->get_footer() +
                    "VARIANT is a shipped variant's name (chess, duck, ...; aviary variants lists them) or a\n"
                    "path to a .variant file.\n");
}

void CommandLine::text(CLI::App* sub, const char* name, std::string& out, const char* type,
                       const char* needs, const char* help) {
    sub->add_option(name, out, help)->type_name(type)->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    needs_[name] = needs;
}

void CommandLine::number(CLI::App* sub, const char* name, const char* type, std::int64_t lo,
                         std::int64_t hi, std::function<void(std::int64_t)> set, const char* help,
                         const char* what) {
    auto check = [=](const std::string& v) {
        std::string err;
        auto n = parse_number(v, lo, hi, what ? what : name, err);
        if (!n) throw CLI::ValidationError(err);
        set(*n);
    };
    sub->add_option_function<std::string>(name, check, help)
        ->type_name(type)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    needs_[name] = "a number";
}

void CommandLine::position_options(CLI::App* sub, bool svg) {
    text(sub, "--fen", args.fen, "FEN", "a FEN", "start from this position instead of the setup");
    text(sub, "--moves", args.moves, "\"M1 M2 ...\"", "a list of moves",
         "play these moves (space-separated) from the position first");
    sub->footer(sub->get_footer() + "The moves are move strings (e2e4, e7e8q, N@e4, e2e4,d5 ...).\n");
    if (svg) text(sub, "--svg", args.svg, "FILE", "a file name", "also draw the position to this SVG file");
}

void CommandLine::perft_options(CLI::App* sub) {
    number(sub, "--threads", "N", 1, 256, [this](std::int64_t n) { args.threads = int(n); },
           "split the root moves over N threads (1..256)");
    auto hash = [this](std::int64_t mb) {
        std::string err;
        if (!hash_fits(mb, err)) throw CLI::ValidationError(err);
        args.hash_mb = int(mb);
    };
    number(sub, "--hash", "MB", 0, kMaxHashMb, hash, "keep subtree counts in a table of MB MiB", "--hash (MiB)");
    needs_["--hash"] = "a size in MiB";
    sub->add_flag("--audit", args.audit,
                  "check make/unmake, hashes and the fast paths against the general walk at every node");
}

void CommandLine::add_perft() {
    CLI::App* p = add("perft", "count the leaf nodes DEPTH plies down (perft)",
                      "perft VARIANT DEPTH [--fen FEN] [--moves \"M1 M2 ...\"] [--divide] [--threads N] [--hash MB]\n"
                      "             [--audit] [--split K [--units | --unit ID] [--journal FILE]] [--progress | --quiet]");
    positional(p, "VARIANT", "a shipped variant's name or a .variant file");
    positional(p, "DEPTH", "plies to count (0..30)");
    position_options(p, false);
    p->add_flag("--divide", args.divide, "print MOVE: COUNT for every root move first");
    perft_options(p);
    number(p, "--split", "K", 1, 30, [this](std::int64_t n) { args.split = int(n); },
           "run the perft as independent units K plies down (1..DEPTH); --units, --unit\n"
           "and --journal need it");
    needs_["--split"] = "a number of plies";
    auto* units = p->add_flag("--units", args.list_units, "list the units (ID FEN DEPTH MULTIPLICITY), not with --unit");
    text(p, "--unit", args.unit_id, "ID", "a unit id", "run one unit (an ID from --units), not with --units");
    p->get_option("--unit")->excludes(units);
    text(p, "--journal", args.journal, "FILE", "a file", "record each finished unit; a rerun resumes");
    auto* progress = p->add_flag("--progress", args.progress, "show the progress line even when stderr is no terminal, not with --quiet");
    p->add_flag("--quiet", args.quiet, "never show the progress line, not with --progress")->excludes(progress);

    CLI::App* s = add("perft-suite", "check a file of perft counts (lines 'FEN ;D1 n ;D2 n ...')",
                      "perft-suite VARIANT FILE [--max-depth D] [--max-nodes N] [--threads N] [--hash MB] [--audit]");
    positional(s, "VARIANT", "a shipped variant's name or a .variant file");
    positional(s, "FILE", "the suite: lines 'FEN ;D1 COUNT ;D2 COUNT ...', # comments");
    number(s, "--max-depth", "D", 0, 1000, [this](std::int64_t n) { args.max_depth = int(n); },
           "skip checks deeper than D");
    number(s, "--max-nodes", "N", 0, INT64_MAX,
           [this](std::int64_t n) { args.max_nodes = (unsigned long long)n; }, "skip counts above N");
    perft_options(s);

    CLI::App* b = add("bench", "fixed perfts of the shipped games: nodes, seconds, Mnps",
                      "bench [--depth-scale N] [--json] [--threads N]");
    number(b, "--depth-scale", "N", -3, 3, [this](std::int64_t n) { args.depth_scale = int(n); },
           "add N (-3..3) to every depth (each at least 1)");
    b->add_flag("--json", args.json, "print the runs as JSON");
    number(b, "--threads", "N", 1, 256, [this](std::int64_t n) { args.threads = int(n); },
           "split the root moves over N threads (1..256)");
}

void CommandLine::add_positions() {
    CLI::App* m = add("moves", "the legal moves, one per line", "moves VARIANT [--fen FEN] [--moves \"M1 M2 ...\"]");
    positional(m, "VARIANT", "a shipped variant's name or a .variant file");
    position_options(m, false);

    CLI::App* s = add("show", "the board as text (and as SVG)",
                      "show VARIANT [--fen FEN] [--moves \"M1 M2 ...\"] [--svg FILE]");
    positional(s, "VARIANT", "a shipped variant's name or a .variant file");
    position_options(s, true);

    CLI::App* p = add("play", "a game on the terminal (moves from stdin; scripted when stdin is no terminal)",
                      "play VARIANT [--fen FEN] [--moves \"M1 M2 ...\"] [--engine [--as white|black]\n"
                      "             [--movetime MS | --depth N]]");
    positional(p, "VARIANT", "a shipped variant's name or a .variant file");
    position_options(p, false);
    auto* engine = p->add_flag("--engine", args.engine, "play against the computer (it takes the other side)");
    text(p, "--as", args.as, "white|black", "white or black",
         "the colour you play with --engine (default: the side to move)");
    p->get_option("--as")->needs(engine)->check(CLI::IsMember({"white", "black"}));
    number(p, "--movetime", "MS", 1, 3600000, [this](std::int64_t n) { args.movetime_ms = int(n); },
           "with --engine: the computer thinks MS milliseconds a move (default 1000)");
    number(p, "--depth", "N", 1, 64, [this](std::int64_t n) { args.search_depth = int(n); },
           "with --engine: the computer searches N plies a move, not with --movetime");
    p->get_option("--movetime")->needs(engine);
    p->get_option("--depth")->needs(engine)->excludes(p->get_option("--movetime"));

    CLI::App* g = add("pgn", "the PGN of a game given as moves, or a PGN file replayed",
                      "pgn VARIANT [--fen FEN] [--moves \"M1 M2 ...\"]   (the game's PGN; moves in SAN or coordinates)\n"
                      "pgn FILE.pgn                                  (replays a PGN: moves, final FEN, result)");
    positional(g, "VARIANT|FILE.pgn", "a variant (with --fen, --moves), or a PGN file to replay");
    position_options(g, false);
}

void CommandLine::add_designer() {
    CLI::App* d = add("describe", "the rules and pieces in words", "describe VARIANT");
    positional(d, "VARIANT", "a shipped variant's name or a .variant file");

    CLI::App* g = add("diagram", "where a piece moves from one square, as text (and SVG)",
                      "diagram VARIANT PIECE [--square SQ] [--with FEN] [--svg FILE]\n"
                      "diagram --notation NOTATION [--board FxR] [--square SQ] [--svg FILE]");
    positional(g, "VARIANT", "a shipped variant's name or a .variant file", false);
    positional(g, "PIECE", "a piece's name or FEN letter, or 'all' for every piece of the game", false);
    text(g, "--square", args.square, "SQ", "a square", "the piece's square (default: a central one)");
    text(g, "--with", args.with, "FEN", "a FEN", "the piece's legal moves among the pieces of this position (not with --notation)");
    text(g, "--notation", args.notation, "NOTATION", "a piece notation", "a piece given by its notation (XBetza), no game");
    CLI::Option* notation = g->get_option("--notation");
    text(g, "--board", args.board, "FxR", "a board size such as 10x8", "the board for --notation (default 8x8), only with --notation");
    text(g, "--svg", args.svg, "FILE", "a file name", "also draw the diagram to this SVG file");
    g->get_option("--board")->needs(notation);
    g->get_option("--with")->excludes(notation);

    CLI::App* im = add("import", "the games of a Fairy-Stockfish INI file (variants.ini) as .variant files",
                       "import FILE.ini [VARIANT ...] [--out DIR]");
    positional(im, "FILE.ini", "the INI file: [NAME] or [NAME:PARENT] sections");
    positional(im, "VARIANT", "the sections to write (default: all)", false);
    im->get_option("VARIANT")->expected(0, -1)->allow_extra_args();
    text(im, "--out", args.out, "DIR", "a folder", "write DIR/NAME.variant (default: the current folder; -: print them)");

    CLI::App* c = add("check", "validate a variant file", "check FILE");
    positional(c, "FILE", "the .variant file (or a shipped variant's name; an INI file: each of its games)");
}

void CommandLine::add_others() {
    add("variants", "the shipped games: name, title, board", "variants");
    CLI::App* u = add("uci", "a UCI engine on stdin/stdout (UCI_Variant, VariantPath)", "uci [VARIANT_FILE ...]");
    positional(u, "VARIANT_FILE", "variant files whose games join the shipped ones", false);
    u->get_option("VARIANT_FILE")->expected(0, -1)->allow_extra_args();
    CLI::App* x = add("xboard", "an XBoard/WinBoard engine (CECP v2) on stdin/stdout", "xboard [VARIANT_FILE ...]");
    positional(x, "VARIANT_FILE", "variant files whose games join the shipped ones", false);
    x->get_option("VARIANT_FILE")->expected(0, -1)->allow_extra_args();
    CLI::App* h = add("help", "this list, or a command's arguments and options", "help [COMMAND]");
    h->add_option("COMMAND", help_of_, "a command")->type_name("");
}

int CommandLine::error(const std::string& message) const {
    const std::string cmd = selected_ && selected_->get_name() != "help" ? " " + selected_->get_name() : "";
    fmt::print(stderr, "error: {}\n", message);
    fmt::print(stderr, "Run 'aviary{} --help' for {}.\n", cmd, cmd.empty() ? "the commands" : "its arguments and options");
    return 2;
}

// An argument the command has no place for: an option of another command (or of none), or one
// argument too many.
int CommandLine::leftover(const CLI::App* sub, const std::string& word, bool argument) const {
    const bool option = !argument && word.size() > 1 && word[0] == '-' && !(word[1] >= '0' && word[1] <= '9');
    if (!option) {
        std::string takes;
        for (const CLI::Option* o : sub->get_options())
            if (o->get_positional()) takes += " " + o->get_name();
        return error(fmt::format("unexpected argument '{}': aviary {} takes {}", word, sub->get_name(),
                                 takes.empty() ? "no arguments" : takes.substr(1)));
    }
    const std::string name = word.substr(0, word.find('='));
    std::vector<std::string> others;
    for (const CLI::App* s : app_.get_subcommands({}))
        if (s != sub && s->get_option_no_throw(name)) others.push_back(s->get_name());
    std::string also;
    for (std::size_t i = 0; i < others.size(); ++i)
        also += (i == 0 ? "" : i + 1 == others.size() ? " and " : ", ") + others[i];
    if (!also.empty()) also = fmt::format(" ({} {})", also, others.size() == 1 ? "does" : "do");
    return error(fmt::format("aviary {} does not take {}{}", sub->get_name(), name, also));
}

int CommandLine::parse_error(const CLI::ParseError& e) const {
    const std::string what = e.what();
    if (dynamic_cast<const CLI::RequiredError*>(&e) && selected_) {
        for (const CLI::Option* o : selected_->get_options())
            if (o->get_positional() && o->get_required() && o->count() == 0)
                return error(fmt::format("aviary {} needs {}", selected_->get_name(), o->get_name()));
    }
    if (dynamic_cast<const CLI::RequiredError*>(&e)) return error("a command is needed");
    if (dynamic_cast<const CLI::ArgumentMismatch*>(&e))
        for (const auto& [name, needs] : needs_)
            if (what.rfind(name + ":", 0) == 0) return error(name + " needs " + needs);
    return error(what);
}

// The positional arguments in order, as the commands read them (Args::pos).
void CommandLine::collect() {
    for (const CLI::Option* o : selected_->get_options())
        if (o->get_positional())
            for (const auto& r : o->results()) args.pos.push_back(r);
    args.has_fen = selected_->get_option_no_throw("--fen") && selected_->get_option("--fen")->count() > 0;
    args.has_with = selected_->get_option_no_throw("--with") && selected_->get_option("--with")->count() > 0;
}

int CommandLine::parse(int argc, char** argv) {
    if (argc < 2) {
        fmt::print(stderr, "{}", app_.help());
        return 2;
    }
    argv_.assign(argv + 1, argv + argc);
    try {
        app_.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        fmt::print("{}", app_.help());
        return 0;
    } catch (const CLI::ParseError& e) {
        return finish(&e);
    }
    return finish(nullptr);
}

// After parsing (`e`: how it failed): the first argument no command takes is reported before
// anything CLI11 found wrong, since it is most often the cause.
int CommandLine::finish(const CLI::ParseError* e) {
    const auto subs = app_.get_subcommands();
    selected_ = subs.empty() ? nullptr : subs.front();
    if (selected_ && !selected_->remaining().empty()) return leftover(selected_, selected_->remaining().front());
    if (selected_ && !app_.remaining().empty()) {   // before the command, or after a `--`
        const std::string word = app_.remaining().front();
        if (std::find(argv_.begin(), argv_.end(), word) < std::find(argv_.begin(), argv_.end(), selected_->get_name()))
            return error(fmt::format("'{}' comes before the command: options go after it (aviary {} ... {})", word,
                                     selected_->get_name(), word));
        return leftover(selected_, word, true);
    }
    if (!app_.remaining().empty()) {
        std::vector<std::string> names;
        for (const CLI::App* s : app_.get_subcommands({})) names.push_back(s->get_name());
        const std::string word = app_.remaining().front();
        return error(fmt::format("unknown command '{}'{}", word, did_you_mean(word, names)));
    }
    if (e) return parse_error(*e);
    command = selected_->get_name();
    if (command == "help") return help(help_of_);
    collect();
    return -1;
}

// `aviary help [COMMAND]`
int CommandLine::help(const std::string& of) const {
    if (of.empty()) {   // the main list (app_.help() would show the selected command's, help's)
        fmt::print("{}", formatter_->make_help(&app_, "aviary", CLI::AppFormatMode::Normal));
        return 0;
    }
    for (const CLI::App* s : app_.get_subcommands({}))
        if (s->get_name() == of) {
            fmt::print("{}", s->help());
            return 0;
        }
    return error(fmt::format("unknown command '{}'", of));
}

}  // namespace

int parse_command_line(int argc, char** argv, std::string& command, Args& args) {
    CommandLine cl;
    const int rc = cl.parse(argc, argv);
    command = cl.command;
    args = cl.args;
    return rc;
}

int usage_error(const std::string& command, const std::string& message) {
    fmt::print(stderr, "error: {}\n", message);
    fmt::print(stderr, "Run 'aviary {} --help' for its arguments and options.\n", command);
    return 2;
}

}  // namespace aviary::cli
