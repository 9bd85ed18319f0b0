// See stats.h.
#include "core/stats.h"

#include <algorithm>
#include <cmath>

#include "core/result.h"

namespace ps {

std::vector<double> Ranks(const std::vector<double>& v) {
  std::vector<size_t> idx(v.size());
  for (size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  std::sort(idx.begin(), idx.end(), [&](size_t a, size_t b) { return v[a] < v[b]; });
  std::vector<double> r(v.size());
  for (size_t i = 0; i < idx.size();) {
    size_t j = i;
    while (j < idx.size() && v[idx[j]] == v[idx[i]]) ++j;
    for (size_t k = i; k < j; ++k) r[idx[k]] = static_cast<double>(i + j - 1) / 2.0;
    i = j;
  }
  return r;
}

double SpearmanCorrelation(const std::vector<double>& a, const std::vector<double>& b) {
  PS_CHECK(a.size() == b.size());
  if (a.empty()) return 0;
  std::vector<double> ra = Ranks(a), rb = Ranks(b);
  double ma = 0, mb = 0;
  for (size_t i = 0; i < ra.size(); ++i) {
    ma += ra[i];
    mb += rb[i];
  }
  ma /= static_cast<double>(ra.size());
  mb /= static_cast<double>(rb.size());
  double ab = 0, aa = 0, bb = 0;
  for (size_t i = 0; i < ra.size(); ++i) {
    ab += (ra[i] - ma) * (rb[i] - mb);
    aa += (ra[i] - ma) * (ra[i] - ma);
    bb += (rb[i] - mb) * (rb[i] - mb);
  }
  return aa > 0 && bb > 0 ? ab / std::sqrt(aa * bb) : 0;
}

}  // namespace ps
