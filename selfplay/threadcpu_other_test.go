//go:build !linux

package selfplay

// threadCPU is not measured here: the benchmark reports wall times alone.
func threadCPU() (float64, bool) { return 0, false }
