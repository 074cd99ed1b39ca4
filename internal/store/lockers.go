package store

// Locker is a lock that can be given up: a *Lock as an interface.
type Locker = interface{ Release() error }

// Lockers is a Store whose methods that take a lock return it as a
// Locker, nil when none is taken, so that the store meets the interfaces
// its users declare in their own words (ui.Store): a method of a *Store
// returns *Lock, which an interface's method cannot match.
type Lockers struct{ *Store }

// CreateSolo is Store.CreateSolo.
func (s Lockers) CreateSolo(dir, name string, save SoloSave) (string, Locker, error) {
	path, lock, err := s.Store.CreateSolo(dir, name, save)
	if lock == nil {
		return path, nil, err
	}
	return path, lock, err
}

// LockSave is Store.LockSave.
func (s Lockers) LockSave(path string) (Locker, error) {
	lock, err := s.Store.LockSave(path)
	if lock == nil {
		return nil, err
	}
	return lock, err
}
