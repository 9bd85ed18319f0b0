// Small statistics used to judge ratings against people: ranks with ties averaged, and
// Spearman's rank correlation (Pearson correlation of the ranks).
#pragma once

#include <vector>

namespace ps {

// The 0-based rank of each value; tied values share the mean of their ranks.
std::vector<double> Ranks(const std::vector<double>& values);
// Spearman's rho between two equally long series; 0 when either is constant.
double SpearmanCorrelation(const std::vector<double>& a, const std::vector<double>& b);

}  // namespace ps
