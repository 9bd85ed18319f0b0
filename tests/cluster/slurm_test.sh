#!/usr/bin/env bash
# The Slurm example end to end on a one-node cluster started here: munged (as the munge user),
# slurmctld and slurmd on localhost (no accounting, no cgroups), then examples/slurm/submit.sh
# with a 4-task job array and the merge step after it. Passes when the merged shards are the
# same text as one run of the whole batch and the library import stored them. Exits 77 (ctest:
# skipped) with one line saying why when Slurm is not installed or its daemons cannot start.
#
#   tests/cluster/slurm_test.sh build/release/puzzlesmith
set -euo pipefail
bin=$(realpath "$1")
src=$(cd "$(dirname "$0")/../.." && pwd)
skip() {
  echo "SKIP: $*"
  exit 77
}
for tool in slurmctld slurmd sbatch squeue munged munge; do
  command -v "$tool" >/dev/null || skip "$tool is not installed (Debian: slurm-wlm and munge; scripts/install-deps --test)"
done
[[ $(id -u) -eq 0 ]] || skip "starting slurmd and munged needs root"
work=$(mktemp -d /tmp/ps-slurm.XXXXXX)
pids=()
munged_pid=""
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  [[ -n $munged_pid ]] && kill "$munged_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# munged, unless one already answers.
if ! munge -n 2>/dev/null | unmunge >/dev/null 2>&1; then
  [[ -f /etc/munge/munge.key ]] || skip "no /etc/munge/munge.key (reinstall munge)"
  install -d -o munge -g munge -m 0755 /run/munge
  runuser -u munge -- munged --force 2>"$work/munged.err" ||
    skip "munged does not start: $(head -1 "$work/munged.err")"
  for _ in $(seq 50); do munge -n 2>/dev/null | unmunge >/dev/null 2>&1 && break; sleep 0.1; done
  munge -n | unmunge >/dev/null 2>&1 || skip "munged started but does not answer"
  munged_pid=$(cat /run/munge/munged.pid 2>/dev/null || true)  # ours: stopped at the end
fi

host=$(hostname -s)
port=$((20000 + RANDOM % 20000))
mkdir -p "$work/state" "$work/spool"
cat >"$work/slurm.conf" <<CONF
ClusterName=pstest
SlurmctldHost=$host
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
ReturnToService=2
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmdSpoolDir=$work/spool
StateSaveLocation=$work/state
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$work/slurm.conf
slurmctld -D -i -f "$SLURM_CONF" >"$work/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" >"$work/slurmd.out" 2>&1 &
pids+=($!)
up=0
for _ in $(seq 100); do
  if sinfo -h -o '%T' 2>/dev/null | grep -q -E '^(idle|mixed|allocated)'; then up=1; break; fi
  sleep 0.2
done
if ((up == 0)); then
  why=$(cat "$work/slurmd.out" "$work/slurmd.log" "$work/slurmctld.out" 2>/dev/null | grep -i -m1 -E 'error|fatal' || echo "the node never became idle")
  skip "slurmd did not start: $why"
fi

# The example: a 4-task array and the merge step after it.
cd "$work"
export COUNT=40 SEED=7 LEVEL=beginner NODE_LIMIT=200000 SHARDS=4 OUT=$work/out DB=$work/lib.db \
  PUZZLESMITH=$bin
"$src/examples/slurm/submit.sh" | tee "$work/submit.out"
merge=$(sed -n 's/.*merge job \([0-9]*\).*/\1/p' "$work/submit.out")
for _ in $(seq 600); do
  [[ -z $(squeue -h -o %i 2>/dev/null) ]] && break
  sleep 0.5
done
[[ -z $(squeue -h -o %i) ]] || { echo "FAIL: jobs still queued after 5 minutes"; squeue; exit 1; }
[[ -f $work/out/all.jsonl ]] || {
  echo "FAIL: the merge step wrote no $work/out/all.jsonl (merge job $merge)"
  cat "$work"/puzzlesmith-*.log 2>/dev/null
  exit 1
}
"$bin" sudoku generate --level beginner --count 40 --seed 7 --json --node-limit 200000 \
  --on-failure record -q >"$work/one.jsonl"
if ! cmp -s "$work/out/all.jsonl" "$work/one.jsonl"; then
  echo "FAIL: the 4 shards merged differ from one run of the batch"
  diff "$work/out/all.jsonl" "$work/one.jsonl" | head -5
  exit 1
fi
grep -q '^40 records read: ' "$work/puzzlesmith-merge.log" || {
  echo "FAIL: the merge step did not import the batch:"
  cat "$work/puzzlesmith-merge.log"
  exit 1
}
echo "PASS: 4 Slurm array tasks merged = one run ($(wc -l <"$work/out/all.jsonl") records); $(cat "$work/puzzlesmith-merge.log")"
