#!/bin/bash
# Submits a batch as a Slurm job array of SHARDS tasks and the merge step after it:
#
#   COUNT=1000000 SHARDS=100 examples/slurm/submit.sh
#
# Every setting of generate.sbatch and merge.sbatch goes through the environment.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
shards=${SHARDS:-4}
export SHARDS=$shards
array=$(sbatch --parsable --export=ALL --array="0-$((shards - 1))" "$here/generate.sbatch")
merge=$(sbatch --parsable --export=ALL --dependency="afterok:$array" "$here/merge.sbatch")
echo "submitted: array job $array ($shards shards), merge job $merge (after it)"
