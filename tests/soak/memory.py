"""What the soak tests measure and allow: a process's resident memory, and the growth past a
warm-up figure that still passes (4 MB + 5%)."""


def rss_kb(pid="self"):
    """The resident memory of process `pid` (default: this one), in kB."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def growth_limit(warm_kb):
    """The most a figure may reach at the end of a soak that had `warm_kb` after warm-up."""
    return warm_kb + 4096 + warm_kb // 20
