# Sourced by .ci/run and scripts/test: `step NAME COMMAND [ARGS...]` runs one step
# and prints a line before it and one after it on standard error:
#
#   [14:02:11] ▶ clippy: every target
#   [14:04:40] ✓ clippy: every target: 149 s wall, 281 s CPU
#
# CPU is user + system time of the step's processes (bash's `times`: every child and
# grandchild waited for), the number to compare on a shared machine, where wall time
# also counts the waiting. At exit a table lists the steps; a failing step is named.
# The command runs in this shell (a function or a command), so `set -e` holds in it.

_step_names=() _step_walls=() _step_cpus=()
_step_file=$(mktemp)
_step_name= _step_t0=0 _step_c0=0 _step_ms=0 _step_start=$SECONDS

# "1m2.345s" (bash's `times`) as milliseconds.
_step_to_ms() {
  local v=$1 m=${1%%m*}
  v=${v#*m}
  v=${v%s}
  _step_ms=$(( _step_ms + (m * 60 + 10#${v%.*}) * 1000 + 10#${v#*.} ))
}

# CPU milliseconds of this shell's finished children so far, into _step_ms.
_step_cpu() {
  local _shell_user _shell_sys user sys
  times >"$_step_file"
  { read -r _shell_user _shell_sys; read -r user sys; } <"$_step_file"
  _step_ms=0
  _step_to_ms "$user"
  _step_to_ms "$sys"
}

step() {
  _step_name=$1
  shift
  printf '[%s] ▶ %s\n' "$(date +%T)" "$_step_name" >&2
  _step_t0=$SECONDS
  _step_cpu
  _step_c0=$_step_ms
  "$@"
  _step_cpu
  local wall=$(( SECONDS - _step_t0 )) cpu=$(( (_step_ms - _step_c0 + 500) / 1000 ))
  printf '[%s] ✓ %s: %d s wall, %d s CPU\n' "$(date +%T)" "$_step_name" "$wall" "$cpu" >&2
  _step_names+=("$_step_name") _step_walls+=("$wall") _step_cpus+=("$cpu")
  _step_name=
}

# The table; with an argument, the exit status to report (for a caller's own EXIT trap:
# `trap 'rc=$?; …; _step_summary $rc' EXIT`).
_step_summary() {
  local rc=${1:-$?} i
  _step_cpu
  if [ -n "$_step_name" ]; then
    printf '[%s] ✗ %s failed (exit %d) after %d s\n' "$(date +%T)" "$_step_name" "$rc" \
      $(( SECONDS - _step_t0 )) >&2
  fi
  if [ ${#_step_names[@]} -gt 0 ]; then
    printf '%8s %8s  %s\n' "wall s" "CPU s" "step" >&2
    for i in "${!_step_names[@]}"; do
      printf '%8d %8d  %s\n' "${_step_walls[$i]}" "${_step_cpus[$i]}" "${_step_names[$i]}" >&2
    done
    printf '%8d %8d  %s\n' $(( SECONDS - _step_start )) $(( (_step_ms + 500) / 1000 )) \
      "total (${0##*/})" >&2
  fi
  rm -f "$_step_file"
}
trap _step_summary EXIT
