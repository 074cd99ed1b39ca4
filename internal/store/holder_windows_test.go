//go:build windows

package store

import (
	"os"
	"os/exec"
	"testing"
)

// This process is alive as it names itself; its twin, the same id with
// another start time (the id given since to another program), is not;
// nor is a process that has ended, though its handle is still open.
func TestAliveWindows(t *testing.T) {
	me := self()
	if me.Started == 0 {
		t.Fatal("self: no start time")
	}
	if !alive(me) {
		t.Error("this process: got not alive")
	}
	if alive(holder{PID: me.PID, Started: me.Started + 1}) {
		t.Error("this id with another start: got alive")
	}
	if !alive(holder{PID: me.PID}) {
		t.Error("an older naqala's lock file (the id alone) naming this process: got not alive")
	}
	exe, err := os.Executable()
	must(t, err)
	cmd := exec.Command(exe, "-test.run=^$")
	must(t, cmd.Start())
	pid := cmd.Process.Pid
	must(t, cmd.Wait())
	if alive(holder{PID: pid}) {
		t.Errorf("an ended process %d: got alive", pid)
	}
}
