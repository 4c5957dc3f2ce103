// The perft journal: finished units as fsync'd lines of a plain text file (format in
// aviary/perft_units.hpp).
#include "aviary/perft_units.hpp"

#include "aviary/files.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace aviary {
namespace {

const char* kJournalHeader = "# aviary perft journal 2";

// The check of a unit line: FNV-1a (64 bits) of the run line and "unit ID COUNT", so that a
// changed count, or a line copied from another run's journal, does not pass.
std::string unit_check(const std::string& run_line, const std::string& id, std::uint64_t count) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (char c : run_line + "\nunit " + id + " " + std::to_string(count)) {
        h ^= std::uint64_t((unsigned char)c);
        h *= 0x100000001b3ull;
    }
    return format_unit_id(h);
}

// The most a journal of `units` may hold: its header and two lines per unit, at most.
std::size_t max_journal_bytes(const PerftUnits& units) {
    return 65536 + units.run_line().size() + units.size() * 2 * 64;
}

std::optional<std::uint64_t> parse_count(const std::string& s) {
    if (s.empty() || s.size() > 20) return std::nullopt;
    std::uint64_t v = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        const std::uint64_t d = std::uint64_t(c - '0');
        if (v > (~std::uint64_t(0) - d) / 10) return std::nullopt;
        v = v * 10 + d;
    }
    return v;
}

// "u", "unit 0a1b", "unit 0a1b2c3d4e5f6a7b 12": the start of a unit line.
bool is_cut_unit_line(const std::string& s) {
    const std::string head = "unit ";
    if (s.size() <= head.size()) return head.compare(0, s.size(), s) == 0;
    if (s.compare(0, head.size(), head) != 0) return false;
    return s.find_first_not_of("0123456789abcdefABCDEF ", head.size()) == std::string::npos;
}

void write_all(int fd, const std::string& text, const std::string& path) {
    std::size_t off = 0;
    while (off < text.size()) {
        const ssize_t n = ::write(fd, text.data() + off, text.size() - off);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) throw std::runtime_error(path + ": cannot write the journal: " + std::strerror(errno));
        off += std::size_t(n);
    }
    if (::fsync(fd) != 0) throw std::runtime_error(path + ": cannot fsync the journal: " + std::strerror(errno));
}

// Reads the lines of `text` into counts; the first error found is returned.
struct JournalReader {
    const std::string& path;
    const std::string& text;
    const PerftUnits& units;
    std::vector<std::optional<std::uint64_t>>& counts;
    bool seen_run = false;

    std::optional<Diagnostic> error(std::size_t offset, std::string msg) const {
        return make_diagnostic(path, text, offset, std::move(msg));
    }
    std::optional<Diagnostic> line(std::size_t start, const std::string& s) {
        if (s.rfind("# aviary perft journal ", 0) == 0 && s != kJournalHeader)
            return error(start, "a journal of another format ('" + s + "'); this build writes '" +
                                    kJournalHeader + "' (start a new journal)");
        if (s.empty() || s[0] == '#') return std::nullopt;
        if (s.rfind("run ", 0) == 0) {
            if (s != units.run_line())
                return error(start, "the journal is of another run; this run is '" + units.run_line() + "'");
            seen_run = true;
            return std::nullopt;
        }
        if (s.rfind("unit ", 0) != 0) return error(start, "expected 'run ...' or 'unit ID COUNT CHECK'");
        if (!seen_run) return error(start, "a 'unit' line before the 'run' line");
        return unit_line(start, s);
    }
    std::optional<Diagnostic> unit_line(std::size_t start, const std::string& s) {
        const std::size_t id_at = 5, sp = s.find(' ', id_at), sp2 = s.find(' ', sp + 1);
        if (sp == std::string::npos) return error(start + s.size(), "expected 'unit ID COUNT CHECK'");
        const std::string id_text = s.substr(id_at, sp - id_at);
        const std::string count_text = s.substr(sp + 1, sp2 == std::string::npos ? sp2 : sp2 - sp - 1);
        const auto id = parse_unit_id(id_text);
        if (!id) return error(start + id_at, "bad unit id '" + id_text + "' (16 hex digits)");
        const auto unit = units.find(*id);
        if (!unit) return error(start + id_at, "unit " + id_text + " is not a unit of this run");
        const auto count = parse_count(count_text);
        if (!count || count_text != std::to_string(*count))   // (as written: no leading zeros)
            return error(start + sp + 1, "bad count '" + count_text + "' (a whole number)");
        if (sp2 == std::string::npos) return error(start + s.size(), "unit " + id_text + ": no check after the count");
        if (s.substr(sp2 + 1) != unit_check(units.run_line(), id_text, *count))
            return error(start + sp2 + 1, "unit " + id_text + ": the check does not match the count " +
                                              count_text + " (the line was changed: the journal is not trusted)");
        auto& c = counts[*unit];
        if (c && *c != *count)
            return error(start + sp + 1, "unit " + id_text + " was recorded before with count " +
                                             std::to_string(*c));
        c = count;
        return std::nullopt;
    }
};

}  // namespace

PerftJournal::PerftJournal(PerftJournal&& o) noexcept
    : path_(std::move(o.path_)), fd_(std::exchange(o.fd_, -1)), ids_(std::move(o.ids_)),
      counts_(std::move(o.counts_)), warnings_(std::move(o.warnings_)), run_line_(std::move(o.run_line_)) {}

PerftJournal& PerftJournal::operator=(PerftJournal&& o) noexcept {
    if (this != &o) {
        if (fd_ >= 0) ::close(fd_);
        path_ = std::move(o.path_);
        fd_ = std::exchange(o.fd_, -1);
        ids_ = std::move(o.ids_);
        counts_ = std::move(o.counts_);
        warnings_ = std::move(o.warnings_);
        run_line_ = std::move(o.run_line_);
    }
    return *this;
}

PerftJournal::~PerftJournal() {
    if (fd_ >= 0) ::close(fd_);
}

std::size_t PerftJournal::done() const {
    std::size_t n = 0;
    for (const auto& c : counts_) n += c.has_value();
    return n;
}

Result<PerftJournal> PerftJournal::open(const std::string& path, const PerftUnits& units) {
    PerftJournal j;
    j.path_ = path;
    j.run_line_ = units.run_line();
    for (const auto& u : units.units()) j.ids_.push_back(u.id);
    j.counts_.assign(units.size(), std::nullopt);
    std::string text;
    if (::access(path.c_str(), F_OK) == 0) {   // (a new journal: no file yet)
        auto read = read_user_file(path, max_journal_bytes(units), "the journal");
        if (!read) return read.errors();
        text = std::move(*read);
    }
    // A last line without its newline: cut short by a kill while writing (dropped after the
    // rest reads well), or not a journal (an error, the file untouched).
    const std::size_t keep = text.empty() || text.back() == '\n' ? text.size() : text.rfind('\n') + 1;
    const std::string cut = text.substr(keep);   // (rfind gives npos + 1 == 0 without a newline)
    text.resize(keep);
    JournalReader reader{path, text, units, j.counts_};
    for (std::size_t start = 0; start < text.size();) {
        const std::size_t end = text.find('\n', start);
        if (auto d = reader.line(start, text.substr(start, end - start))) return *d;
        start = end + 1;
    }
    const std::string start_text = std::string(kJournalHeader) + "\n" + units.run_line() + "\n";
    if (!cut.empty()) {
        const bool cut_start = text.empty() && start_text.compare(0, cut.size(), cut) == 0;
        if (!is_cut_unit_line(cut) && !cut_start)
            return make_diagnostic(path, text + cut, keep, "an unfinished last line that is not a 'unit' line");
        j.warnings_.push_back(path + ": dropped an incomplete last line (a run stopped while writing it)");
        if (::truncate(path.c_str(), off_t(keep)) != 0)
            return Diagnostic{SourceLocation{path, 1, 1}, std::string("cannot truncate: ") + std::strerror(errno), ""};
    }
    j.fd_ = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (j.fd_ < 0)
        return Diagnostic{SourceLocation{path, 1, 1}, std::string("cannot open for writing: ") + std::strerror(errno), ""};
    if (!reader.seen_run) {
        if (!text.empty())
            return make_diagnostic(path, text, 0, "the journal has no 'run' line");
        write_all(j.fd_, start_text, path);
    }
    return j;
}

void PerftJournal::record(std::size_t unit, std::uint64_t count) { record({{unit, count}}); }

void PerftJournal::record(const std::vector<std::pair<std::size_t, std::uint64_t>>& done) {
    if (done.empty()) return;
    std::string text;
    for (const auto& [unit, count] : done) {
        const std::string id = format_unit_id(ids_.at(unit));
        text += "unit " + id + " " + std::to_string(count) + " " + unit_check(run_line_, id, count) + "\n";
    }
    write_all(fd_, text, path_);
    for (const auto& [unit, count] : done) counts_[unit] = count;
}

}  // namespace aviary
