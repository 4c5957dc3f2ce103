// A small XML well-formedness check for the CLI's SVG output: one root element <svg> with the
// SVG namespace, matching start and end tags, quoted attributes without duplicates, entities
// from the predefined five, no stray '<' or '&'. Usage: xmlcheck FILE...; exit 1 on a problem.
#include <cctype>
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Checker {
    std::string t;
    std::size_t i = 0;
    std::string err;

    bool fail(const std::string& m) {
        if (err.empty()) err = "offset " + std::to_string(i) + ": " + m;
        return false;
    }
    static bool name_start(char c) { return std::isalpha((unsigned char)c) || c == '_' || c == ':'; }
    static bool name_char(char c) {
        return name_start(c) || std::isdigit((unsigned char)c) || c == '-' || c == '.';
    }
    void ws() { while (i < t.size() && std::isspace((unsigned char)t[i])) ++i; }
    bool name(std::string& out) {
        if (i >= t.size() || !name_start(t[i])) return fail("expected a name");
        std::size_t b = i;
        while (i < t.size() && name_char(t[i])) ++i;
        out = t.substr(b, i - b);
        return true;
    }
    bool entity() {   // at '&'
        static const char* ok[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"};
        for (const char* e : ok)
            if (t.compare(i, std::string(e).size(), e) == 0) {
                i += std::string(e).size();
                return true;
            }
        return fail("bad entity");
    }
    bool text_until_lt() {
        while (i < t.size() && t[i] != '<') {
            if (t[i] == '&') { if (!entity()) return false; }
            else if (t[i] == '>') return fail("stray '>'");
            else ++i;
        }
        return true;
    }
    bool element(std::vector<std::pair<std::string, std::string>>* root_attrs, std::string* root_name) {
        ++i;   // '<'
        std::string n;
        if (!name(n)) return false;
        if (root_name) *root_name = n;
        std::set<std::string> seen;
        while (true) {
            ws();
            if (i >= t.size()) return fail("unterminated tag");
            if (t[i] == '/') {
                if (t.compare(i, 2, "/>") != 0) return fail("expected '/>'");
                i += 2;
                return true;
            }
            if (t[i] == '>') { ++i; break; }
            std::string a;
            if (!name(a)) return false;
            if (!seen.insert(a).second) return fail("duplicate attribute " + a);
            ws();
            if (i >= t.size() || t[i] != '=') return fail("expected '='");
            ++i;
            ws();
            if (i >= t.size() || (t[i] != '"' && t[i] != '\'')) return fail("expected a quoted value");
            char q = t[i++];
            std::size_t b = i;
            while (i < t.size() && t[i] != q) {
                if (t[i] == '<') return fail("'<' in an attribute");
                if (t[i] == '&') { if (!entity()) return false; }
                else ++i;
            }
            if (i >= t.size()) return fail("unterminated attribute");
            if (root_attrs) root_attrs->push_back({a, t.substr(b, i - b)});
            ++i;
        }
        while (true) {   // content
            if (!text_until_lt()) return false;
            if (i >= t.size()) return fail("missing </" + n + ">");
            if (t.compare(i, 2, "</") == 0) {
                i += 2;
                std::string e;
                if (!name(e)) return false;
                if (e != n) return fail("</" + e + "> closes <" + n + ">");
                ws();
                if (i >= t.size() || t[i] != '>') return fail("expected '>'");
                ++i;
                return true;
            }
            if (t.compare(i, 4, "<!--") == 0) {
                std::size_t e = t.find("-->", i);
                if (e == std::string::npos) return fail("unterminated comment");
                i = e + 3;
                continue;
            }
            if (!element(nullptr, nullptr)) return false;
        }
    }
    bool document() {
        if (t.compare(0, 5, "<?xml") == 0) {
            std::size_t e = t.find("?>");
            if (e == std::string::npos) return fail("unterminated XML declaration");
            i = e + 2;
        }
        ws();
        if (i >= t.size() || t[i] != '<') return fail("no root element");
        std::vector<std::pair<std::string, std::string>> attrs;
        std::string root;
        if (!element(&attrs, &root)) return false;
        ws();
        if (i != t.size()) return fail("content after the root element");
        if (root != "svg") return fail("the root element is <" + root + ">, not <svg>");
        for (const auto& [k, v] : attrs)
            if (k == "xmlns" && v == "http://www.w3.org/2000/svg") return true;
        return fail("the root lacks xmlns=\"http://www.w3.org/2000/svg\"");
    }
};

}  // namespace

int main(int argc, char** argv) {
    int bad = 0;
    for (int k = 1; k < argc; ++k) {
        std::ifstream in(argv[k], std::ios::binary);
        if (!in) { std::fprintf(stderr, "%s: cannot read\n", argv[k]); ++bad; continue; }
        std::stringstream ss;
        ss << in.rdbuf();
        Checker c;
        c.t = ss.str();
        if (!c.document()) {
            std::fprintf(stderr, "%s: not well-formed SVG: %s\n", argv[k], c.err.c_str());
            ++bad;
        }
    }
    return bad ? 1 : 0;
}
