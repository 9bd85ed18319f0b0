#!/usr/bin/env bash
# The Kubernetes example's commands end to end, as its Indexed Job runs them, without a cluster
# (Debian 12 ships kubectl but no cluster to run it on): the Job is read from
# examples/kubernetes/job.yaml, checked to be an Indexed Job whose `completions` is the N of its
# --shard, and each index's container command is run by /bin/sh with JOB_COMPLETION_INDEX set,
# the volume at /out a temporary directory and the count cut to 60; then merge-job.yaml's command
# the same way. The merged shards must be the text of one run of the whole batch, and the library
# must hold every puzzle once. Exits 77 (ctest: skipped) without Python's yaml module.
#
#   tests/cluster/kubernetes_test.sh build/release/puzzlesmith
set -euo pipefail
bin=$(realpath "$1")
src=$(cd "$(dirname "$0")/../.." && pwd)
python3 -c 'import yaml' 2>/dev/null || { echo "SKIP: Python's yaml module is missing (Debian: python3-yaml)"; exit 77; }
work=$(mktemp -d /tmp/ps-kubernetes.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/out" "$work/bin" "$work/tmp"
ln -s "$bin" "$work/bin/puzzlesmith"
count=60
# Each container's shell command, one a line (NUL-free), with the volume, /tmp and the count
# replaced; and the Job's shape, checked.
python3 - "$src/examples/kubernetes" "$work" "$count" >"$work/commands.txt" <<'PY'
import re, sys, yaml
src, work, count = sys.argv[1], sys.argv[2], sys.argv[3]
def job(name):
    docs = [d for d in yaml.safe_load_all(open(f"{src}/{name}")) if d]
    assert len(docs) == 1 and docs[0]["kind"] == "Job", f"{name}: one Job expected"
    return docs[0]
def command(j):
    (c,) = j["spec"]["template"]["spec"]["containers"]
    assert c["command"] == ["/bin/sh", "-c"], c["command"]
    (text,) = c["args"]
    mounts = {m["name"]: m["mountPath"] for m in c["volumeMounts"]}
    assert mounts == {"out": "/out"}, mounts
    text = re.sub(r"--count \d+", f"--count {count}", text)
    text = re.sub(r"(?<![\w./-])/tmp/", f"{work}/tmp/", text)
    return re.sub(r"(?<![\w./-])/out/", f"{work}/out/", text)
batch, merge = job("job.yaml"), job("merge-job.yaml")
spec = batch["spec"]
assert spec["completionMode"] == "Indexed", spec.get("completionMode")
n = spec["completions"]
text = command(batch)
shards = re.findall(r"--shard \$\{JOB_COMPLETION_INDEX\}/(\d+)", text)
assert shards == [str(n)], f"--shard ${{JOB_COMPLETION_INDEX}}/N with N = completions ({n}) expected, found {shards}"
merged = command(merge)
for i in range(n):
    assert f"shard-{i}.jsonl" in merged, f"the merge does not read shard {i}"
print(n)
print(text)
print(merged)
PY
n=$(sed -n 1p "$work/commands.txt")
for ((i = 0; i < n; ++i)); do
  PATH="$work/bin:$PATH" JOB_COMPLETION_INDEX=$i /bin/sh -c "$(sed -n 2p "$work/commands.txt")" 2>"$work/shard-$i.err" ||
    { echo "FAIL: index $i:"; cat "$work/shard-$i.err"; exit 1; }
done
PATH="$work/bin:$PATH" /bin/sh -c "$(sed -n 3p "$work/commands.txt")" >"$work/merge.out" 2>&1 ||
  { echo "FAIL: the merge Job:"; cat "$work/merge.out"; exit 1; }
# The Job's batch options, as one run.
opts=$(sed -n 2p "$work/commands.txt" | grep -o 'sudoku generate .* --on-failure [a-z]*' |
  sed -e 's/ --shard [^ ]*//')
"$bin" $opts -q >"$work/one.jsonl"
cmp "$work/out/all.jsonl" "$work/one.jsonl" || { echo "FAIL: the shards merged differ from one run"; exit 1; }
[[ -s "$work/out/library.db" ]] || { echo "FAIL: the merge Job left no library"; exit 1; }
grep -q "^$count records read: " "$work/merge.out" || { echo "FAIL: no import:"; cat "$work/merge.out"; exit 1; }
"$bin" library import-batch "$work/out/all.jsonl" --db "$work/out/library.db" >"$work/again.out"
grep -q ': 0 puzzles added' "$work/again.out" || { echo "FAIL: a second import added puzzles:"; cat "$work/again.out"; exit 1; }
echo "PASS: $n indexes of the Job and its merge: $(cat "$work/merge.out")"
