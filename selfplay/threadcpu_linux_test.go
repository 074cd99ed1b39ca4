package selfplay

import "golang.org/x/sys/unix"

// threadCPU is the CPU time the calling thread has used, and true; the
// caller holds its thread (runtime.LockOSThread).
func threadCPU() (float64, bool) {
	var u unix.Rusage
	if unix.Getrusage(unix.RUSAGE_THREAD, &u) != nil {
		return 0, false
	}
	return float64(u.Utime.Nano()+u.Stime.Nano()) / 1e6, true
}
