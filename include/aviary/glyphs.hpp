// Piece figures for pictures (SVG), chosen per piece with `glyph=` in a variant file.
//
//   glyph = FIGURE[+FIGURE][/MARK...]      e.g. glyph=queen, glyph=bishop+knight, glyph=rook/wings
//
// FIGURE: a figure of glyphs/figures.txt (the orthodox shapes and a few more; glyph_figures()).
// FIGURE+FIGURE draws a compound as both outlines side by side. MARKs add small signs: crown
// (top left), star (top right), ring (around), wings (on both sides), bar (underneath),
// dot (centre), letter (the FEN letter, bottom right), flip (the figure upside down).
// A piece without glyph= is drawn as its letter in a disc.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "aviary/geometry.hpp"

namespace aviary {

const std::vector<std::string>& glyph_figures();
const std::vector<std::string>& glyph_marks();

// "" when `glyph` is a valid glyph= value, else what is wrong with it.
std::string glyph_error(const std::string& glyph);

// The figure as SVG elements in a 40x40 box at the origin (no <svg> wrapper); `glyph` empty:
// the label in a disc. `label` is how a FEN spells the piece (R, r, +R, d', for the fallback
// and the letter mark).
std::string glyph_svg(const std::string& glyph, std::string_view label, Color color);

// The label as SVG text, escaped; a font size (px) that fits one to three characters in a disc.
std::string svg_label(std::string_view label);
int label_font_size(std::string_view label);

}  // namespace aviary
