// Texel tuning of EvalParams (tune.hpp).
#include "search/tune.hpp"

#include <cmath>
#include <cstdlib>
#include <map>

namespace aviary::detail {

double tune_error(const std::vector<TuneSample>& samples, const EvalParams& p, double k) {
    if (samples.empty()) return 0;
    std::map<const RulesetData*, std::shared_ptr<const EvalTables>> tables;
    double sum = 0;
    for (const TuneSample& s : samples) {
        auto& et = tables[s.rd];
        if (!et) et = build_eval_tables(*s.rd, p);
        const int e = evaluate_state(*s.rd, *et, s.st);
        const double white = s.st.side == Color::White ? e : -e;
        const double q = 1.0 / (1.0 + std::pow(10.0, -k * white / 400.0));
        sum += (s.result - q) * (s.result - q);
    }
    return sum / double(samples.size());
}

double tune_scale(const std::vector<TuneSample>& samples, const EvalParams& p) {
    double best_k = 1.0, best = tune_error(samples, p, best_k);
    for (double step : {0.1, 0.01}) {   // (a coarse scan, then a fine one around the best)
        const double from = std::max(0.1, best_k - 10 * step);
        const double to = std::min(3.0, best_k + 10 * step);
        for (double k = from; k <= to + 1e-9; k += step)
            if (const double e = tune_error(samples, p, k); e < best) {
                best = e;
                best_k = k;
            }
    }
    return best_k;
}

EvalParams tune_fit(const std::vector<TuneSample>& samples, const EvalParams& start, double k,
                    int rounds, const std::function<void(int, double, const EvalParams&)>& report) {
    EvalParams p = start;
    double best = tune_error(samples, p, k);
    for (int round = 1; round <= rounds; ++round) {
        bool changed = false;
        for (const EvalParamName& n : kEvalParamNames) {
            int& v = p.*n.member;
            const int step = std::max(1, std::abs(v) / 8);
            for (int dir : {+1, -1}) {
                bool moved = false;
                for (;;) {   // on in one direction while the error falls
                    const int old = v;
                    v = std::clamp(old + dir * step, 0, 10000);
                    const double e = v == old ? best : tune_error(samples, p, k);
                    if (e < best) {
                        best = e;
                        moved = changed = true;
                    } else {
                        v = old;
                        break;
                    }
                }
                if (moved) break;
            }
        }
        if (report) report(round, best, p);
        if (!changed) break;
    }
    return p;
}

}  // namespace aviary::detail
