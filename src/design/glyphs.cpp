// The glyph set: figures drawn for this project in a 40x40 box, and marks that compose.
#include "aviary/glyphs.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

namespace aviary {

namespace {

// Outline (filled with the side's colour) and detail lines (in the contrasting ink) per figure.
struct Figure {
    std::string body, detail;
};

// The figures are data (glyphs/figures.txt), embedded at build time.
const char* const kFigureText =
#include "glyph_figures.inc"
    ;

const std::map<std::string, Figure>& figures() {
    static const std::map<std::string, Figure> f = [] {
        std::map<std::string, Figure> out;
        std::istringstream in(kFigureText);
        std::string line, name;
        while (std::getline(in, line)) {
            const std::size_t sp = line.find(' ');
            if (line.empty() || line[0] == '#' || sp == std::string::npos) continue;
            const std::string key = line.substr(0, sp), value = line.substr(sp + 1);
            if (key == "figure") name = value;
            else if (key == "body") out[name].body = value;
            else if (key == "detail") out[name].detail = value;
        }
        return out;
    }();
    return f;
}

const std::map<std::string, const char*>& marks() {
    static const std::map<std::string, const char*> m = {
        {"crown", "<path d=\"M1 8l1-6l3 3l2-4l2 4l3-3l1 6z\" fill=\"#f2c200\" stroke=\"#000\" stroke-width=\"0.8\"/>"},
        {"star", "<path d=\"M34 1l1.8 4.2l4.2.4l-3.2 2.8l1 4.4l-3.8-2.4l-3.8 2.4l1-4.4l-3.2-2.8l4.2-.4z\" "
                 "fill=\"#d00000\" stroke=\"#000\" stroke-width=\"0.6\"/>"},
        {"ring", "<circle cx=\"20\" cy=\"20\" r=\"18.5\" fill=\"none\" stroke=\"#1f4fd0\" stroke-width=\"2\"/>"},
        {"wings", "<path d=\"M1 14l7 4l-1 6zM39 14l-7 4l1 6z\" fill=\"#1f4fd0\" stroke=\"#000\" stroke-width=\"0.6\"/>"},
        {"bar", "<path d=\"M8 37.5h24\" stroke=\"#1a9e3a\" stroke-width=\"3\"/>"},
        {"dot", "<circle cx=\"20\" cy=\"23\" r=\"3\" fill=\"#d00000\" stroke=\"#000\" stroke-width=\"0.6\"/>"},
        {"letter", ""},
        {"flip", ""}};
    return m;
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == sep) {
            out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    out.push_back(cur);
    return out;
}

template <class M>
std::string names(const M& m) {
    std::string s;
    for (const auto& [k, v] : m) s += (s.empty() ? "" : " ") + k;
    return s;
}

struct Ink {
    const char *fill, *line, *detail;
};

Ink ink_of(Color c) {
    if (c == Color::Black) return {"#2b2b2b", "#000000", "#e8e8e8"};
    if (c == Color::Neutral) return {"#f2c200", "#000000", "#000000"};
    return {"#ffffff", "#000000", "#000000"};
}

std::string figure_svg(const Figure& f, Ink ink) {
    std::string s = "<path d=\"" + f.body + "\" fill=\"" + ink.fill + "\" stroke=\"" + ink.line +
                    "\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/>";
    if (!f.detail.empty())
        s += "<path d=\"" + f.detail + "\" fill=\"none\" stroke=\"" + ink.detail +
             "\" stroke-width=\"1.5\" stroke-linecap=\"round\"/>";
    return s;
}

std::string letter_disc(std::string_view label, Color c) {
    const char* fill = c == Color::White ? "#ffffff" : c == Color::Black ? "#222222" : "#f2c200";
    const char* ink = c == Color::Black ? "#ffffff" : "#000000";
    const int size = label_font_size(label);
    return std::string("<circle cx=\"20\" cy=\"20\" r=\"16\" fill=\"") + fill +
           "\" stroke=\"#000000\" stroke-width=\"1.5\"/><text x=\"20\" y=\"" + std::to_string(20 + size / 3) +
           "\" font-size=\"" + std::to_string(size) +
           "\" font-family=\"sans-serif\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"" + ink + "\">" +
           svg_label(label) + "</text>";
}

}  // namespace

const std::vector<std::string>& glyph_figures() {
    static const std::vector<std::string> v = [] {
        std::vector<std::string> out;
        for (const auto& [k, f] : figures()) out.push_back(k);
        return out;
    }();
    return v;
}

const std::vector<std::string>& glyph_marks() {
    static const std::vector<std::string> v = [] {
        std::vector<std::string> out;
        for (const auto& [k, m] : marks()) out.push_back(k);
        return out;
    }();
    return v;
}

std::string glyph_error(const std::string& glyph) {
    if (glyph.empty()) return "expected FIGURE[+FIGURE][/MARK...]; figures: " + names(figures());
    auto parts = split(glyph, '/');
    auto figs = split(parts[0], '+');
    if (figs.size() > 2) return "at most two figures (a compound: FIGURE+FIGURE)";
    for (const auto& f : figs)
        if (!figures().count(f)) return "unknown figure '" + f + "'; figures: " + names(figures());
    for (std::size_t i = 1; i < parts.size(); ++i)
        if (!marks().count(parts[i])) return "unknown mark '" + parts[i] + "'; marks: " + names(marks());
    return "";
}

std::string svg_label(std::string_view label) {
    std::string s;
    for (char ch : label) {
        if (ch == '&') s += "&amp;";
        else if (ch == '<') s += "&lt;";
        else if (ch == '>') s += "&gt;";
        else if ((unsigned char)ch >= 0x20) s += ch;   // (no control character: XML has none)
    }
    return s;
}

int label_font_size(std::string_view label) {
    return label.size() <= 1 ? 18 : label.size() == 2 ? 15 : 12;
}

std::string glyph_svg(const std::string& glyph, std::string_view label, Color color) {
    if (glyph.empty() || !glyph_error(glyph).empty()) return letter_disc(label, color);
    auto parts = split(glyph, '/');
    auto figs = split(parts[0], '+');
    const bool flip = std::find(parts.begin() + 1, parts.end(), "flip") != parts.end();
    const Ink ink = ink_of(color);
    std::string s = flip ? "<g transform=\"rotate(180 20 20)\">" : "<g>";
    if (figs.size() == 1) {
        s += figure_svg(figures().at(figs[0]), ink);
    } else {   // a compound: both outlines, the second overlapping the first's right side
        s += "<g transform=\"translate(-1 8) scale(0.7)\">" + figure_svg(figures().at(figs[0]), ink) + "</g>";
        s += "<g transform=\"translate(13 8) scale(0.7)\">" + figure_svg(figures().at(figs[1]), ink) + "</g>";
    }
    s += "</g>";
    for (std::size_t i = 1; i < parts.size(); ++i) {
        if (parts[i] == "letter")
            s += std::string("<text x=\"37\" y=\"38\" font-size=\"11\" font-family=\"sans-serif\" font-weight=\"bold\" "
                             "text-anchor=\"end\" fill=\"#1f4fd0\">") + svg_label(label) + "</text>";
        else
            s += marks().at(parts[i]);
    }
    return s + "\n";
}

}  // namespace aviary
