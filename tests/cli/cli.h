// What the CLI tests share: the source folder, a fixture's line, and running the real puzzlesmith
// binary with its output, errors and exit code.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <string>

#include "common/files.h"

namespace {

const std::string kSrc = PS_SOURCE_DIR;
const std::string kDoc = kSrc + "/data/fillin/seed-10x10.txt";
const std::string kDocWords = kSrc + "/data/fillin/seed-10x10.words";
const std::string kTestDict = kSrc + "/data/fillin/words-test.txt";

struct CliRun {
  int code = -1;
  std::string out, err;
};

std::string TempPath(const std::string& name) {
  return testing::TempDir() + "ps_cli_" + std::to_string(::getpid()) + "_" + name;
}

using ps::testing_files::Slurp;
using ps::testing_files::Write;

// Runs `puzzlesmith <args>` through the shell with `input` on stdin.
CliRun Cli(const std::string& args, const std::string& input = "") {
  std::string in = TempPath("stdin"), err = TempPath("stderr");
  Write(in, input);
  std::string cmd = std::string(PS_BINARY) + " " + args + " <" + in + " 2>" + err;
  CliRun r;
  FILE* p = popen(cmd.c_str(), "r");
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.err = Slurp(err);
  return r;
}

// The first line of the committed fixture file `path` (under the source folder) that starts with
// `prefix`, without its newline: a Solo game ID of the kind the prefix names.
inline std::string FirstFixtureLine(const std::string& path, const std::string& prefix) {
  const std::string text = "\n" + Slurp(kSrc + "/" + path);
  const size_t at = text.find("\n" + prefix);
  if (at == std::string::npos) return "";
  return text.substr(at + 1, text.find('\n', at + 1) - at - 1);
}

int Lines(const std::string& s) {
  int n = 0;
  for (char c : s) n += c == '\n';
  return n;
}

}  // namespace
